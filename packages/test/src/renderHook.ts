import type { QueryClient } from '@tanstack/react-query'
import {
  type RenderHookOptions,
  type RenderHookResult,
  renderHook as rtlRenderHook,
} from '@testing-library/react'
import { createTestQueryClient } from './createTestQueryClient'
import { type CreateWrapperOptions, createWrapper } from './createWrapper'

/** Options of {@link renderHook}: Testing Library's, plus the providers' (see {@link createWrapper}). */
export type RenderHookWithProvidersOptions<props> = Omit<RenderHookOptions<props>, 'wrapper'> &
  CreateWrapperOptions

/** What {@link renderHook} returns: Testing Library's result plus the query client the hook ran in. */
export type RenderHookWithProvidersResult<result, props> = RenderHookResult<result, props> & {
  queryClient: QueryClient
}

/**
 * Testing Library's `renderHook` inside `QueryClientProvider` + `CrosspayProvider` (+ `StrictMode`).
 *
 * @example
 * const t = createTestSimulator()
 * const { result } = renderHook(() => useChains(), { client: t.client })
 * await waitFor(() => expect(result.current.isSuccess).toBe(true))
 */
export function renderHook<result, props>(
  render: (initialProps: props) => result,
  options: RenderHookWithProvidersOptions<props>,
): RenderHookWithProvidersResult<result, props> {
  const { client, queryClient = createTestQueryClient(), strict, wagmiConfig, ...rest } = options
  const rendered = rtlRenderHook(render, {
    ...rest,
    wrapper: createWrapper({ client, queryClient, strict, wagmiConfig }),
  })
  return Object.assign(rendered, { queryClient })
}
