/**
 * The websocket URL of the status stream: `websocket` itself when it is a URL, else `${baseUrl}/ws`
 * with `http(s)` turned into `ws(s)` (a path base URL is resolved against the page). Undefined when
 * `websocket` is false/undefined or no URL can be built.
 */
export function toStatusSocketUrl(
  baseUrl: string,
  websocket: boolean | string | undefined,
): string | undefined {
  if (!websocket) return undefined
  if (typeof websocket === 'string') return websocket
  try {
    const origin = typeof location === 'undefined' ? undefined : location.href
    const url = new URL(`${baseUrl}/ws`, origin)
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
    return url.toString()
  } catch {
    return undefined
  }
}
