// Test setup of the widget project: Testing Library unmounts after each test only with Vitest globals, which this
// workspace does not enable, so it is registered here.
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => cleanup())

// Under jsdom, Node's Web Crypto refuses a bare ArrayBuffer (it checks against another realm's prototype), which is
// what @solana/kit signs: a view of the same bytes is passed instead. Only the argument's wrapper changes.
const subtle = globalThis.crypto.subtle
const sign = subtle.sign
subtle.sign = (algorithm, key, data) =>
  sign.call(subtle, algorithm, key, data instanceof ArrayBuffer ? new Uint8Array(data) : data)
