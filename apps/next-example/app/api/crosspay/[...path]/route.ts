// The API-key proxy: every call of the browser's client (baseUrl '/api/crosspay') comes here, and goes on to the
// service with the key, which never leaves the server. History and the status's amounts need the integrator
// routes (GET /requests/v3 acts as your app): allow them only behind your own auth in a real app.
import { createProxyHandler, proxyRoutes } from '@crosspay/core/server'
import { apiKey, upstream } from '../../../upstream'

const handler = createProxyHandler({
  upstream,
  apiKey,
  prefix: '/api/crosspay',
  allow: [...proxyRoutes.user, ...proxyRoutes.integrator],
  sponsorship: { maxSubsidizationAmount: '500000' }, // sponsor up to 0.50 USD per quote
  // A route handler does not see the visitor's address: behind your platform's proxy, let the rate limit read it
  // from X-Forwarded-For (`rateLimit: { limit: 300, trustedProxies: 1 }`), else every visitor shares one bucket.
})

/** Every method the proxy allows; the request only (Next's second argument is its own route context). */
export const GET = (request: Request) => handler(request)
export { GET as OPTIONS, GET as POST }
// Every request is forwarded as it comes: never cached, never prerendered.
export const dynamic = 'force-dynamic'
