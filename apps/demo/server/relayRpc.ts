/** JSON-RPC method prefixes the relay passes on: the standard node API. Node-admin methods (`anvil_*`, `evm_*`, `debug_*`...) are refused. */
const allowedPrefixes = ['eth_', 'net_', 'web3_']
const maxBodyBytes = 256 * 1024

const rpcError = (status: number, message: string) =>
  Response.json({ jsonrpc: '2.0', id: null, error: { code: -32600, message } }, { status })

/**
 * Relays a browser's JSON-RPC request (one call or a batch) to the chain's node, so the page only ever talks to
 * the demo server's origin. Only POST with a JSON body of at most 256 KiB, and only `eth_*`, `net_*` and `web3_*`
 * methods; the node's answer is returned as is.
 *
 * @param request - The browser's request.
 * @param target - The node's RPC URL, or undefined when the chain is not relayed (404).
 */
export async function relayRpc(request: Request, target: string | undefined): Promise<Response> {
  if (!target) return rpcError(404, 'Unknown chain')
  if (request.method !== 'POST') return rpcError(405, 'Use POST')
  const text = await request.text()
  if (text.length > maxBodyBytes) return rpcError(413, 'Request too large')
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return rpcError(400, 'Invalid JSON')
  }
  const calls = Array.isArray(body) ? body : [body]
  for (const call of calls) {
    const method =
      typeof call === 'object' && call !== null ? (call as { method?: unknown }).method : undefined
    if (typeof method !== 'string' || !allowedPrefixes.some((prefix) => method.startsWith(prefix)))
      return rpcError(403, `Method not relayed: ${String(method)}`)
  }
  try {
    const upstream = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: text,
      signal: AbortSignal.timeout(30_000),
    })
    return new Response(await upstream.text(), {
      status: upstream.status,
      headers: { 'content-type': upstream.headers.get('content-type') ?? 'application/json' },
    })
  } catch {
    return rpcError(502, 'The chain could not be reached')
  }
}
