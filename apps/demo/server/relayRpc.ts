/**
 * JSON-RPC methods the public relay passes on: reads a page and wagmi need, and `eth_sendRawTransaction` (a
 * transaction the browser wallet signed itself). Everything else is refused: node-admin methods (`anvil_*`,
 * `evm_*`, `debug_*`), and every method that makes the node sign for an account it holds (`eth_sendTransaction`,
 * `eth_sign*`, `personal_sign`, anvil's `eth_sendUnsignedTransaction`), which the development wallet reaches through
 * its own route (`relayDevWallet`).
 */
export const relayedRpcMethods: ReadonlySet<string> = new Set([
  'eth_chainId',
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_getBalance',
  'eth_getCode',
  'eth_getStorageAt',
  'eth_getTransactionCount',
  'eth_getTransactionByHash',
  'eth_getTransactionReceipt',
  'eth_getBlockByNumber',
  'eth_getBlockByHash',
  'eth_getLogs',
  'eth_syncing',
  'eth_sendRawTransaction',
  'net_version',
  'web3_clientVersion',
])

const rpcError = (status: number, message: string) =>
  Response.json({ jsonrpc: '2.0', id: null, error: { code: -32600, message } }, { status })

/**
 * Relays a browser's JSON-RPC request (one call or a batch) to the chain's node, so the page only ever talks to
 * the demo server's origin. Only POST with `content-type: application/json` (so another site's page cannot send
 * one without a CORS preflight, which is refused) and only the methods in `allowed` (default
 * {@link relayedRpcMethods}); the body is capped by the app (`bodyLimit`). The node's answer is returned as is.
 *
 * @param request - The browser's request.
 * @param target - The node's RPC URL, or undefined when the chain is not relayed (404).
 * @param allowed - The methods passed on.
 */
export async function relayRpc(
  request: Request,
  target: string | undefined,
  allowed: ReadonlySet<string> = relayedRpcMethods,
): Promise<Response> {
  if (!target) return rpcError(404, 'Unknown chain')
  if (request.method !== 'POST') return rpcError(405, 'Use POST')
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? ''))
    return rpcError(415, 'Send application/json')
  const text = await request.text()
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
    if (typeof method !== 'string' || !allowed.has(method)) return rpcError(403, 'Method not relayed')
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
