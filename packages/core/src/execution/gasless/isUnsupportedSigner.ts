/** EIP-1193 4200 (unsupported method) and JSON-RPC -32601 (method not found) / -32004 (method not supported). */
const unsupportedCodes = new Set([4200, -32601, -32004])
/** viem's errors for a signer that cannot sign an authorization (a JSON-RPC account, a method the wallet lacks). */
const unsupportedNames = new Set([
  'AccountTypeNotSupportedError',
  'UnsupportedProviderMethodError',
  'MethodNotSupportedRpcError',
  'MethodNotFoundRpcError',
])

/**
 * Whether a signer's error, or one in its `cause` chain, says it cannot sign an EIP-7702 authorization at all (not the
 * user's refusal): the gasless path then falls back before anything is signed.
 */
export function isUnsupportedSigner(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 20; e = (e as { cause?: unknown }).cause, depth++) {
    if (unsupportedCodes.has((e as { code?: number }).code as number)) return true
    if (unsupportedNames.has((e as { name?: string }).name as string)) return true
  }
  return false
}
