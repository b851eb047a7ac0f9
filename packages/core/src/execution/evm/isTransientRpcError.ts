/**
 * Whether a chain read failed in transit rather than being answered: the RPC endpoint out of reach or reset, a
 * 5xx, 408 or 429, a garbled or late answer (viem's `HttpRequestError` and `TimeoutError`, anywhere in the cause
 * chain), or the JSON-RPC "internal error" (-32603) and "limit exceeded" (-32005). Such a read is worth making
 * again; a 4xx refusal or any other answer is not. Read by name and code (no viem classes pulled in).
 *
 * @example
 * if (!isTransientRpcError(error)) throw error // else poll again
 */
export function isTransientRpcError(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && typeof current === 'object' && depth < 8; depth++) {
    const e = current as { name?: unknown; code?: unknown; status?: unknown; cause?: unknown }
    if (e.name === 'HttpRequestError') {
      const status = typeof e.status === 'number' ? e.status : undefined
      return status === undefined || status >= 500 || status === 408 || status === 429
    }
    if (e.name === 'TimeoutError' || e.code === -32603 || e.code === -32005) return true
    current = e.cause
  }
  return false
}
