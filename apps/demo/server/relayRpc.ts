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

/** Methods that run code on the node: their gas is bounded (a 30M-gas `eth_call` batch kept anvil busy for 27 s). */
const gasBounded = new Set(['eth_call', 'eth_estimateGas'])

/** Options of {@link relayRpc}. */
export type RelayRpcOptions = {
  /** The node's RPC URL, or undefined when the chain is not relayed (404). */
  target: string | undefined
  /** The methods passed on. Defaults to {@link relayedRpcMethods}. */
  allowed?: ReadonlySet<string>
  /** Most calls in one batch; a longer batch is refused (413). Defaults to 20. */
  maxBatch?: number
  /**
   * Most gas one `eth_call` or `eth_estimateGas` may ask for; above it the request is refused (400), and a call that
   * names no gas (which a node runs with the block's whole limit) is sent with this much. Defaults to 3 000 000.
   */
  maxGas?: bigint
  /** Asked with the number of calls before any is sent: false answers 429 (a per-client rate limit). Defaults to always. */
  admit?: (calls: number) => boolean
}

/**
 * Relays a browser's JSON-RPC request (one call or a batch) to the chain's node, so the page only ever talks to
 * the demo server's origin. Only POST with `content-type: application/json` (so another site's page cannot send
 * one without a CORS preflight, which is refused) and only the methods in `allowed`; the body is capped by the app
 * (`bodyLimit`), a batch by `maxBatch`, and the gas of every call that runs code by `maxGas`, so no request can keep
 * the node busy for other visitors. The node's answer is returned as is.
 *
 * @param request - The browser's request.
 * @param options - {@link RelayRpcOptions}.
 */
export async function relayRpc(request: Request, options: RelayRpcOptions): Promise<Response> {
  const { target, allowed = relayedRpcMethods, maxBatch = 20, maxGas = 3_000_000n, admit } = options
  if (!target) return rpcError(404, 'Unknown chain')
  if (request.method !== 'POST') return rpcError(405, 'Use POST')
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? ''))
    return rpcError(415, 'Send application/json')
  let body: unknown
  try {
    // A client that went away mid-body (or was cut off at the server's request timeout) is answered like bad JSON.
    body = JSON.parse(await request.text())
  } catch {
    return rpcError(400, 'Invalid JSON')
  }
  const calls = Array.isArray(body) ? body : [body]
  if (calls.length === 0 || calls.length > maxBatch)
    return rpcError(413, `Send 1 to ${maxBatch} calls at once`)
  for (const call of calls) {
    const method =
      typeof call === 'object' && call !== null ? (call as { method?: unknown }).method : undefined
    if (typeof method !== 'string' || !allowed.has(method)) return rpcError(403, 'Method not relayed')
    if (gasBounded.has(method) && !boundGas(call as { params?: unknown }, maxGas))
      return rpcError(400, `Gas above ${maxGas} per call`)
  }
  if (admit && !admit(calls.length)) return rpcError(429, 'Too many requests: try again later')
  try {
    const upstream = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
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

/**
 * Bounds the gas of an `eth_call` / `eth_estimateGas` in place: false when it asks for more than `maxGas` (or its
 * gas is unreadable), else true, with `maxGas` written in when it named none.
 */
function boundGas(call: { params?: unknown }, maxGas: bigint): boolean {
  const transaction = Array.isArray(call.params) ? call.params[0] : undefined
  if (typeof transaction !== 'object' || transaction === null) return true // the node refuses it itself
  const tx = transaction as { gas?: unknown }
  if (tx.gas === undefined || tx.gas === null) {
    tx.gas = `0x${maxGas.toString(16)}`
    return true
  }
  if (typeof tx.gas !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(tx.gas)) return false
  return BigInt(tx.gas) <= maxGas
}
