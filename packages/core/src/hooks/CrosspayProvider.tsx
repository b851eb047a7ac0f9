'use client'
import { createElement, type ReactNode, useRef } from 'react'
import type { CrosspayClient } from '../api/CrosspayClient'
import { type CreateClientParameters, createClient } from '../api/createClient'
import { CrosspayContext } from './CrosspayContext'

/** Props of {@link CrosspayProvider}: either a ready `client`, or a `config` to create one. */
export type CrosspayProviderProps = {
  children?: ReactNode
} & (
  | {
      /** The client every hook below uses. */
      client: CrosspayClient
      config?: undefined
    }
  | {
      client?: undefined
      /**
       * Parameters of `createClient`. The client is created once per provider and re-created only when
       * `baseUrl`, `apiKey` or `authScheme` change.
       */
      config: CreateClientParameters
    }
)

/**
 * Makes a crosspay client available to the hooks below it. It does not create a `QueryClient`:
 * the hooks use the host's `QueryClientProvider` as is, so put this provider inside it.
 *
 * @example
 * <QueryClientProvider client={queryClient}>
 *   <CrosspayProvider config={{ baseUrl: '/api/crosspay' }}>
 *     <App />
 *   </CrosspayProvider>
 * </QueryClientProvider>
 */
export function CrosspayProvider(props: CrosspayProviderProps): ReactNode {
  const { client, config, children } = props
  // A ref, not useMemo: React may drop memoised values (and calls them twice in StrictMode).
  const created = useRef<{ identity: string; client: CrosspayClient } | undefined>(undefined)
  if (!client && config) {
    const identity = JSON.stringify([config.baseUrl, config.apiKey ?? null, config.authScheme ?? null])
    if (created.current?.identity !== identity) created.current = { identity, client: createClient(config) }
  }
  return createElement(CrosspayContext.Provider, { value: client ?? created.current?.client }, children)
}
