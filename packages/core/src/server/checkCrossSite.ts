/** Why {@link checkCrossSite} refused a request: the status and `errorCode` to answer with. */
export type CrossSiteRefusal =
  | { status: 415; errorCode: 'UNSUPPORTED_MEDIA_TYPE'; message: string }
  | { status: 403; errorCode: 'ORIGIN_NOT_ALLOWED'; message: string }

/** Methods that never change state: not checked. */
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * The cross-site request forgery rule of `createProxyHandler` (and of any route of yours that changes state):
 * a browser's request that is not `GET`, `HEAD` or `OPTIONS` must come from the server's own origin or one of
 * `allowedOrigins` (else 403), and it must be `application/json` (else 415: a page of another site can send
 * `text/plain`, form or multipart bodies without a CORS preflight, never JSON).
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
  if (!fromAllowedOrigin(request, allowedOrigins))
    return { status: 403, errorCode: 'ORIGIN_NOT_ALLOWED', message: 'Origin not allowed' }
  if (!/^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? ''))
    return { status: 415, errorCode: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send application/json' }
  return undefined
}

/** Whether a request names no foreign origin: its own, an allowed one, or (no browser) none at all. */
function fromAllowedOrigin(
  request: Request,
  allowedOrigins: readonly string[] | ((origin: string) => boolean),
): boolean {
  const origin = request.headers.get('origin')
  if (origin === null) {
    const site = request.headers.get('sec-fetch-site')?.toLowerCase()
    return site !== 'cross-site' && site !== 'same-site'
  }
  const own = new URL(request.url)
  if (origin === own.origin || origin === `https://${own.host}`) return true
  // The Host the browser addressed: a framework may rebuild `request.url` with another host name (Next.js's
  // `next start` answers on 127.0.0.1 with `localhost` URLs). A page elsewhere cannot make the browser send this
  // server's Host with its own Origin, so the pair still proves the request came from this server's pages.
  const host = request.headers.get('host')
  if (host && (origin === `http://${host}` || origin === `https://${host}`)) return true
  return typeof allowedOrigins === 'function' ? allowedOrigins(origin) : allowedOrigins.includes(origin)
}
