/** HTTP methods a proxy route may allow. */
export type ProxyMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * One allowed `{method, path}` pair of {@link createProxyHandler}. `path` is an upstream path starting
 * with `/`; a segment `:name` matches one path segment of letters, digits, `_` or `-` (an address).
 * Query strings are not part of the path: any query is forwarded.
 */
export interface ProxyRoute {
  /** The HTTP method, upper case. */
  method: ProxyMethod
  /** The upstream path, such as `/quote/v2` or `/app-fees/:wallet/balances`. */
  path: string
}

/** Cross-origin settings of {@link createProxyHandler}. */
export interface ProxyCorsOptions {
  /**
   * Origins allowed to call the proxy from a browser: `'*'`, one origin, a list, or a predicate.
   * Same-origin deployments (a Next.js route handler on the dApp's own domain) need no CORS at all.
   */
  origin: '*' | string | readonly string[] | ((origin: string) => boolean)
  /** Seconds a browser may cache a preflight answer. Defaults to 600. */
  maxAge?: number
}
