/** Thrown for what a node refuses before mining (bad nonce, insufficient funds): a JSON-RPC error, no receipt. */
export class VirtualEvmError extends Error {
  override name = 'VirtualEvmError'
}
