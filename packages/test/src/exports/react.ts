// Entry of @crosspay/test/react: providers wrapper and renderHook for hook tests.
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Testing Library unmounts after each test only when the runner exposes a global `afterEach`, which
// Vitest does not (no `globals`): without this, every hook a file rendered stays mounted, polling and
// refetching, through the rest of the file.
afterEach(() => cleanup())

export { act, cleanup, waitFor } from '@testing-library/react'
export { type CreateTestQueryClientOptions, createTestQueryClient } from '../createTestQueryClient'
export { type CreateWrapperOptions, createWrapper } from '../createWrapper'
export {
  type RenderHookWithProvidersOptions,
  type RenderHookWithProvidersResult,
  renderHook,
} from '../renderHook'
