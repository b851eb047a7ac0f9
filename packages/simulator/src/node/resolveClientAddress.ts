/** Loopback addresses, which `trustProxy: true` trusts (a proxy on the same machine). */
const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

/**
 * Which client a request stands for: the socket's peer `address`, unless that peer is a trusted proxy
 * (`trustProxy`: `true` for loopback, or a list of addresses) and the request carries `X-Forwarded-For`; then
 * the right-most address in it that is not itself a trusted proxy (the one the proxy saw; entries further left
 * are the client's own claims and can be forged). Undefined only when the socket has no address.
 *
 * @example
 * resolveClientAddress('127.0.0.1', '203.0.113.9, 10.0.0.5', true) // '10.0.0.5'
 * resolveClientAddress('198.51.100.7', '203.0.113.9', true) // '198.51.100.7': not a trusted peer
 */
export function resolveClientAddress(
  address: string | undefined,
  forwardedFor: string | null | undefined,
  trustProxy: boolean | readonly string[] = false,
): string | undefined {
  const trusted = (a: string) =>
    trustProxy === true ? loopback.has(a) : trustProxy !== false && trustProxy.includes(a)
  if (!address || !forwardedFor || !trusted(address)) return address
  const hops = forwardedFor
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
  for (let i = hops.length - 1; i >= 0; i--) if (!trusted(hops[i]!)) return hops[i]
  return hops[0] ?? address
}
