/**
 * The address a request is counted against by the proxy's rate limit. By default the socket's address the host
 * passes (`remoteAddress`): `X-Forwarded-For` is ignored, since any client can write it. With `trustedProxies`
 * N > 0 (the server runs behind N proxies of its own, each appending the address it saw), the N-th entry from the
 * right of `X-Forwarded-For`, the one the outermost trusted proxy wrote; entries to its left are the client's own
 * claims and are never used. Undefined when nothing is known.
 *
 * @example
 * clientAddressOf(request, '10.0.0.2', 1) // the address the load balancer saw
 */
export function clientAddressOf(
  request: Request,
  remoteAddress: string | undefined,
  trustedProxies: number,
): string | undefined {
  if (trustedProxies <= 0) return remoteAddress
  const hops = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  return hops[hops.length - trustedProxies] ?? remoteAddress
}
