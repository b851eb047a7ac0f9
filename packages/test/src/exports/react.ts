// Entry of @crosspay/test/react: providers wrapper and renderHook for hook tests.
import { scaleTimeout } from '@crosspay/simulator/node'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// Testing Library unmounts after each test only when the runner exposes a global `afterEach`, which
// Vitest does not (no `globals`): without this, every hook a file rendered stays mounted, polling and
// refetching, through the rest of the file.
afterEach(() => cleanup())

// `waitFor`'s default deadline (Testing Library's is 1 s) is generous and scales with TEST_TIMEOUT_SCALE: a hook
// test waits on a condition, and a loaded machine must only make it slower, never make it fail.
configure({ asyncUtilTimeout: scaleTimeout(5_000) })

export { act, cleanup, waitFor } from '@testing-library/react'
export { type CreateTestQueryClientOptions, createTestQueryClient } from '../createTestQueryClient'
export { type CreateWrapperOptions, createWrapper } from '../createWrapper'
export {
  type RenderHookWithProvidersOptions,
  type RenderHookWithProvidersResult,
  renderHook,
} from '../renderHook'
