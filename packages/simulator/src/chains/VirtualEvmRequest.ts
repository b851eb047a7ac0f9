/** What a sender asks a virtual chain to mine. */
export type VirtualEvmRequest = {
  from: string
  to: string
  value?: bigint | undefined
  data?: string | undefined
  nonce?: number | undefined
  gas?: bigint | undefined
  maxFeePerGas?: bigint | undefined
  maxPriorityFeePerGas?: bigint | undefined
  /** The hash to use (a raw transaction's own); defaults to a deterministic one. */
  hash?: `0x${string}` | undefined
}
