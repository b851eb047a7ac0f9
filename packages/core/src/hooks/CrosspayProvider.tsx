'use client'
import { createElement, type ReactNode, useRef } from 'react'
import type { CrosspayClient } from '../api/CrosspayClient'
import { type CreateClientParameters, createClient } from '../api/createClient'
import { InvalidParameterError } from '../errors/InvalidParameterError'
import { CrosspayContext } from './CrosspayContext'

/** Props of {@link CrosspayProvider}: either a ready `client`, or a `config` to create one. */
export type CrosspayProviderProps = {
  children?: ReactNode
} & (
  | {
      /**
       * The client every hook below uses. It carries functions: make it in a Client Component (a `'use client'`
       * module), never in a Server Component; there, pass `config` instead.
       */
      client: CrosspayClient
      config?: undefined
    }
  | {
      client?: undefined
      /**
       * Parameters of `createClient`. The client is created once per provider and re-created only when
       * `baseUrl`, `apiKey`, `authScheme` or `headers` change. With plain data only (`baseUrl`, `headers`,
       * `authScheme`: no `fetch`, no `onWarning`) it is serializable, so a Server Component (a Next.js App
       * Router layout) can render the provider: `<CrosspayProvider config={{ baseUrl: '/api/crosspay' }}>`.
       * Never put an `apiKey` here in a Server Component: its props are sent to the browser.
       */
      config: CreateClientParameters
    }
)

/**
 * Makes a crosspay client available to the hooks below it. It does not create a `QueryClient`:
 * the hooks use the host's `QueryClientProvider` as is, so put this provider inside it.
 *
 * A client made in a React Server Component and passed as `client` arrives without its functions: the provider
 * then throws an `InvalidParameterError` that names the fix (`config={{ baseUrl }}`, or make the client in a
 * Client Component).
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
  if (client !== undefined && typeof (client as Partial<CrosspayClient>).request !== 'function')
    throw new InvalidParameterError({
      parameter: 'client',
      rule: 'must be a client from createClient, made in a Client Component. A client carries functions, which cannot be passed from a Server Component (such as a Next.js layout) to a Client Component: there, pass plain options instead, <CrosspayProvider config={{ baseUrl: "/api/crosspay" }}>, or create the client in a "use client" module',
      value: client,
      docsPath: '/errors#invalidparametererror',
    })
  if (!client && config) {
    const identity = JSON.stringify([
      config.baseUrl,
      config.apiKey ?? null,
      config.authScheme ?? null,
      config.headers ?? null,
    ])
    if (created.current?.identity !== identity) created.current = { identity, client: createClient(config) }
  }
  return createElement(CrosspayContext.Provider, { value: client ?? created.current?.client }, children)
}
