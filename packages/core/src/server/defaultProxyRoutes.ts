import { proxyRoutes } from './proxyRoutes'
import type { ProxyRoute } from './types'

/**
 * The default `allow` of {@link createProxyHandler}: least privilege, the public user flow only
 * ({@link proxyRoutes}`.user`: quotes, status checks, the signed-step post, deposit indexing, chains). Request
 * history, the app balance and fast fills are refused unless you opt in with {@link proxyRoutes}`.integrator`.
 */
export const defaultProxyRoutes: readonly ProxyRoute[] = proxyRoutes.user
