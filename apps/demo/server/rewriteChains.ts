/**
 * Rewrites the proxy's `GET /chains` answer so every relayed chain's `httpRpcUrl` is the demo server's own
 * `/rpc/<id>` (its `wsRpcUrl` emptied; another chain's RPC URLs are emptied too, never given out), and explorer URLs under `explorerFrom` (the embedded simulator's
 * explorer) are the server's `/explorer/...`: the page reads one origin only. Other answers, and bodies that
 * are not the expected JSON, pass unchanged.
 *
 * @param response - The proxy's response.
 * @param origin - The demo server's configured origin (`http://127.0.0.1:5173`), never the request's.
 * @param relayed - Chain ids whose RPC the server relays.
 * @param explorerFrom - Explorer URL prefix served at `/explorer`, or undefined for none.
 */
export async function rewriteChains(
  response: Response,
  origin: string,
  relayed: number[],
  explorerFrom?: string,
): Promise<Response> {
  if (!response.ok || !response.headers.get('content-type')?.includes('application/json')) return response
  const text = await response.text()
  let body: { chains?: unknown }
  try {
    body = JSON.parse(text)
  } catch {
    return new Response(text, response)
  }
  if (!Array.isArray(body.chains)) return new Response(text, response)
  const chains = body.chains.map((chain: { id?: unknown; explorerUrl?: unknown }) => {
    if (typeof chain !== 'object' || chain === null) return chain
    const out: Record<string, unknown> = { ...chain }
    // A relayed chain's RPC is this server's route; any other's is not given out (it may be the backend's own
    // address, which the page cannot reach anyway: the site's CSP allows its own origin only).
    Object.assign(
      out,
      relayed.includes(chain.id as number)
        ? { httpRpcUrl: `${origin}/rpc/${chain.id}`, wsRpcUrl: '' }
        : { httpRpcUrl: '', wsRpcUrl: '' },
    )
    if (explorerFrom && typeof chain.explorerUrl === 'string' && chain.explorerUrl.startsWith(explorerFrom))
      out.explorerUrl = `${origin}/explorer${chain.explorerUrl.slice(explorerFrom.length)}`
    return out
  })
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(JSON.stringify({ ...body, chains }), { status: response.status, headers })
}
