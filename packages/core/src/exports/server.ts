// Server entry of @crosspay/core (`@crosspay/core/server`): the API-key proxy and the webhook verifier.
// Uses only Fetch API and Web Crypto globals, so it runs in Node 20, Next.js (node and edge), Hono,
// Bun, Deno and Workers. The browser entry (./index) never reaches this file.

export type { CrossSiteRefusal } from '../server/checkCrossSite'
export { checkCrossSite } from '../server/checkCrossSite'
export type { CreateProxyHandlerParameters, CreateProxyHandlerReturnType } from '../server/createProxyHandler'
export { createProxyHandler } from '../server/createProxyHandler'
export type { RateLimiterOptions } from '../server/createRateLimiter'
export { createRateLimiter } from '../server/createRateLimiter'
export { defaultProxyRoutes } from '../server/defaultProxyRoutes'
export { proxyRoutes } from '../server/proxyRoutes'
export type { ProxyFetch } from '../server/resolveProxyOptions'
export type {
  ProxyCorsOptions,
  ProxyMethod,
  ProxyRoute,
  ProxySponsorshipPolicy,
  ProxyTransformQuote,
  ProxyTransformResponse,
} from '../server/types'
export type { VerifyWebhookBody } from '../server/verifyWebhook'
export { verifyWebhook } from '../server/verifyWebhook'
