// Test setup of the widget project: Testing Library unmounts after each test only with Vitest globals, which this
// workspace does not enable, so it is registered here.
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => cleanup())
