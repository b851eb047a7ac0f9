import type { ProxyRoute } from './types'

/**
 * Every endpoint the kit calls, as `{method, path}` pairs for {@link createProxyHandler}'s `allow`.
 *
 * - `POST /quote/v2`, `POST /quote`: quotes (sponsored quotes draw on the key's app balance).
 * - `GET /intents/status/v3`, `GET /intents/status`: status checks (step `check` endpoints).
 * - `POST /execute/permits`: posting a signed step (signature items' `data.post`).
 * - `POST /transactions/index`, `POST /transactions/single`: asking the solver to index a deposit now.
 * - `GET /requests/v3`: request history (the key is required; it sees every request of the key).
 * - `GET /chains`: chain records.
 * - `GET /app-fees/:wallet/balances`: app balance of a wallet.
 * - `POST /fast-fill`: fast fills, paid from the key's app balance.
 *
 * Anyone who can reach the proxy acts with the key: drop `POST /fast-fill` or `GET /requests/v3` from
 * the list (or put the proxy behind your own authentication) if your users must not use them.
 */
export const defaultProxyRoutes: readonly ProxyRoute[] = [
  { method: 'POST', path: '/quote/v2' },
  { method: 'POST', path: '/quote' },
  { method: 'GET', path: '/intents/status/v3' },
  { method: 'GET', path: '/intents/status' },
  { method: 'POST', path: '/execute/permits' },
  { method: 'POST', path: '/transactions/index' },
  { method: 'POST', path: '/transactions/single' },
  { method: 'GET', path: '/requests/v3' },
  { method: 'GET', path: '/chains' },
  { method: 'GET', path: '/app-fees/:wallet/balances' },
  { method: 'POST', path: '/fast-fill' },
]
