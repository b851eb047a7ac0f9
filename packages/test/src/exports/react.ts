// Entry of @crosspay/test/react: providers wrapper and renderHook for hook tests.

export { act, cleanup, waitFor } from '@testing-library/react'
export { createTestQueryClient } from '../createTestQueryClient'
export { type CreateWrapperOptions, createWrapper } from '../createWrapper'
export {
  type RenderHookWithProvidersOptions,
  type RenderHookWithProvidersResult,
  renderHook,
} from '../renderHook'
