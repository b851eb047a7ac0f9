import { describe, expect, test } from 'vitest'
import { createProxyHandler } from '../server/createProxyHandler'
import * as server from './server'

describe('@crosspay/core/server entry', () => {
  test('behavior: the entry re-exports the implementations, not copies', () => {
    expect(server.createProxyHandler).toBe(createProxyHandler)
  })
})
