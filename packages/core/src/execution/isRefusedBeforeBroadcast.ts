/** viem's names for a node's own refusal of a transaction (it was checked and not taken into a mempool). */
const refusals = new Set([
  'InsufficientFundsError',
  'IntrinsicGasTooHighError',
  'IntrinsicGasTooLowError',
  'FeeCapTooHighError',
  'FeeCapTooLowError',
  'TipAboveFeeCapError',
  'TransactionTypeNotSupportedError',
  'NonceTooHighError',
  'NonceMaxValueError',
  'ExecutionRevertedError',
  'RpcRequestError',
])

/** Answers that say a transaction with this hash or nonce is already out: never a refusal. */
const alreadyOut = /already known|known transaction|already imported|nonce too low|replacement transaction/i

/**
 * Whether a send failed because the RPC refused the transaction before broadcasting it: a JSON-RPC error answer
 * (viem's `RpcRequestError` or a node error it names: insufficient funds, gas or fee bounds, a reverted estimate), or
 * an HTTP 4xx from the RPC endpoint (a relay that refused the method, a rate limit). Nothing left the wallet then.
 * A timeout, a dropped connection, a 5xx (a gateway may have forwarded it) or an answer saying the transaction or
 * its nonce is already known is not a refusal: the transaction may be out.
 *
 * @param error - The wallet's error (its `cause` chain is walked).
 */
export function isRefusedBeforeBroadcast(error: unknown): boolean {
  let refused = false
  for (let e: unknown = error, depth = 0; e && depth < 20; e = (e as { cause?: unknown }).cause, depth++) {
    const { name, message, details, status } = e as {
      name?: unknown
      message?: unknown
      details?: unknown
      status?: unknown
    }
    if (alreadyOut.test(`${String(message ?? '')} ${String(details ?? '')}`)) return false
    if (name === 'TimeoutError' || name === 'NonceTooLowError') return false
    if (typeof name === 'string' && refusals.has(name)) refused = true
    if (name === 'HttpRequestError' && typeof status === 'number')
      refused ||= status >= 400 && status < 500 && status !== 408
  }
  return refused
}
