import type { ProxyRoute } from './types'

/**
 * Named route sets for {@link createProxyHandler}'s `allow`, as `{method, path}` pairs.
 *
 * - `user`: the public user flow, the default `allow`: quotes (`POST /quote/v2`, `POST /quote`), status checks
 *   (`GET /intents/status/v3`, `GET /intents/status`), posting a signed step (`POST /execute/permits`),
 *   asking the solver to index a deposit (`POST /transactions/index`, `POST /transactions/single`), chain
 *   records (`GET /chains`) and token prices (`GET /currencies/token/price`, the picker's USD values). Quotes are sponsored from the key's app balance only as `createProxyHandler`'s
 *   `sponsorship` policy allows (by default never: the proxy strips the sponsorship fields).
 * - `integrator`: endpoints that act as the app itself: request history of the whole key (`GET /requests/v3`),
 *   the app balance (`GET /app-fees/:wallet/balances`) and fast fills paid from it (`POST /fast-fill`).
 *   Anyone who reaches the proxy acts with the key, so allow these only behind your own authentication.
 * - `claims`: collecting app fees (`POST /app-fees/:wallet/claim` and its `/confirm`), what `useClaimAppFees` and the
 *   widget's `AppBalanceCard` call. The service pays out only on a signature by the wallet itself, so these move
 *   nothing without the wallet's owner; they are still off by default, like every route outside `user`.
 * - `gasless`: relaying a signed gasless batch (`POST /execute`, `executeQuote`'s `gasless`). The proxy decides
 *   `executionOptions.subsidizeFees` by its `sponsorship` policy (the app balance pays the relayer's gas only when
 *   the policy sponsors quotes), never the browser. The service relays only batches the account signed, to the
 *   pinned delegate; off by default, like every route outside `user`.
 *
 * @example
 * createProxyHandler({ upstream, apiKey, allow: [...proxyRoutes.user, ...proxyRoutes.integrator] })
 */
export const proxyRoutes = {
  user: [
    { method: 'POST', path: '/quote/v2' },
    { method: 'POST', path: '/quote' },
    { method: 'GET', path: '/intents/status/v3' },
    { method: 'GET', path: '/intents/status' },
    { method: 'POST', path: '/execute/permits' },
    { method: 'POST', path: '/transactions/index' },
    { method: 'POST', path: '/transactions/single' },
    { method: 'GET', path: '/chains' },
    { method: 'GET', path: '/currencies/token/price' },
  ],
  integrator: [
    { method: 'GET', path: '/requests/v3' },
    { method: 'GET', path: '/app-fees/:wallet/balances' },
    { method: 'POST', path: '/fast-fill' },
  ],
  claims: [
    { method: 'POST', path: '/app-fees/:wallet/claim' },
    { method: 'POST', path: '/app-fees/:wallet/claim/confirm' },
  ],
  gasless: [{ method: 'POST', path: '/execute' }],
} as const satisfies Record<'user' | 'integrator' | 'claims' | 'gasless', readonly ProxyRoute[]>
