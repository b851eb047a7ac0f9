/** Why {@link checkCrossSite} refused a request: the status and `errorCode` to answer with. */
export type CrossSiteRefusal =
  | { status: 415; errorCode: 'UNSUPPORTED_MEDIA_TYPE'; message: string }
  | { status: 403; errorCode: 'ORIGIN_NOT_ALLOWED'; message: string }

/** Methods that never change state: not checked. */
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * The cross-site request forgery rule of `createProxyHandler` (and of any route of yours that changes state):
 * a request that is not `GET`, `HEAD` or `OPTIONS` must be `application/json` (a page of another site can send
 * `text/plain`, form or multipart bodies without a CORS preflight, never JSON), and a browser's request must come
 * from the server's own origin or one of `allowedOrigins`.
 *
 * The own origin is the request URL's origin (on Node servers it is built from the `Host` header), or its
 * `https:` form when TLS ends in a proxy in front (`http://shop.example` is read as `https://shop.example`). A
 * deployment whose public name differs from the `Host` the server sees (a proxy rewriting it) lists its public
 * origin in `allowedOrigins`. The `Origin` header decides; without one, `Sec-Fetch-Site: cross-site` or
 * `same-site` is refused too. A request naming neither (curl, a server) is no browser's and is not refused: a
 * page cannot make the visitor's browser send a POST without `Origin`.
 *
 * @param request - The incoming request.
 * @param allowedOrigins - Origins besides the own one, as browsers send them (`https://shop.example`), or a predicate.
 * @returns Undefined when the request may proceed, else why not.
 *
 * @example
 * const refusal = checkCrossSite(request, [])
 * if (refusal) return Response.json({ message: refusal.message, errorCode: refusal.errorCode }, { status: refusal.status })
 */
export function checkCrossSite(
  request: Request,
  allowedOrigins: readonly string[] | ((origin: string) => boolean),
): CrossSiteRefusal | undefined {
  if (safeMethods.has(request.method.toUpperCase())) return undefined
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/json\s*(;|$)/i.test(type))
    return { status: 415, errorCode: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send application/json' }
  const refused = { status: 403, errorCode: 'ORIGIN_NOT_ALLOWED', message: 'Origin not allowed' } as const
  const origin = request.headers.get('origin')
  if (origin === null) {
    const site = request.headers.get('sec-fetch-site')?.toLowerCase()
    return site === 'cross-site' || site === 'same-site' ? refused : undefined
  }
  const own = new URL(request.url)
  if (origin === own.origin || origin === `https://${own.host}`) return undefined
  const allowed =
    typeof allowedOrigins === 'function' ? allowedOrigins(origin) : allowedOrigins.includes(origin)
  return allowed ? undefined : refused
}
