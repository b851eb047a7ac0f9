/**
 * Rewrites, in a JSON answer of the proxy, every icon URL under `from` (the embedded simulator's own
 * `<origin>/icons/`, which the browser cannot reach) to the demo server's `to` (`<origin>/icons/`, relayed to the
 * simulator): token and chain icons then load from the page's own origin. Other answers pass unchanged.
 */
export async function rewriteIconUrls(response: Response, from: string, to: string): Promise<Response> {
  if (!response.headers.get('content-type')?.includes('application/json')) return response
  const text = await response.text()
  // JSON strings hold the URL as written ("/" may be escaped as "\/").
  const escapedFrom = JSON.stringify(from).slice(1, -1)
  const body = text.split(escapedFrom).join(JSON.stringify(to).slice(1, -1))
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}
