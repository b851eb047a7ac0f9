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
})

export { handler as GET, handler as OPTIONS, handler as POST }
// Every request is forwarded as it comes: never cached, never prerendered.
export const dynamic = 'force-dynamic'
