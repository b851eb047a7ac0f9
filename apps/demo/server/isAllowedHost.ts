/**
 * Whether a request's `Host` is one this server answers to: `127.0.0.1`, `localhost`, `[::1]` or the interface it
 * listens on, with its port. A page of another name that resolves to this address (DNS rebinding,
 * `rebind.attacker.test:<port>`) is refused, so it can read nothing and change nothing here.
 *
 * @example
 * isAllowedHost('localhost:5173', '127.0.0.1', 5173) // true
 * isAllowedHost('rebind.attacker.test:5173', '127.0.0.1', 5173) // false
 */
export function isAllowedHost(host: string | undefined, listenHost: string, port: number): boolean {
  if (!host) return false
  const names = new Set([
    '127.0.0.1',
    'localhost',
    '[::1]',
    listenHost.includes(':') ? `[${listenHost}]` : listenHost,
  ])
  return [...names].some((name) => host.toLowerCase() === `${name.toLowerCase()}:${port}`)
}
