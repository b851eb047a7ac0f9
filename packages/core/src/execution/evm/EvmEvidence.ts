// What the EVM adapter keeps of a sent transaction (types only).

/** What the EVM adapter keeps of a sent transaction to confirm it: the sender, its nonce, the block it was sent at. */
export type EvmEvidence = {
  from?: string | undefined
  nonce: number | undefined
  fromBlock: bigint | undefined
}
