import { createElement, type ReactNode, useMemo } from 'react'
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
       * Parameters of `createClient`. The client is created once and re-created only when
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
  const baseUrl = config?.baseUrl
  const apiKey = config?.apiKey
  const authScheme = config?.authScheme
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-create only when the identity of the service changes
  const created = useMemo(
    () => (client || !config ? undefined : createClient(config)),
    [client, baseUrl, apiKey, authScheme],
  )
  return createElement(CrosspayContext.Provider, { value: client ?? created }, children)
}
