import type { Hash, PublicClient } from 'viem'

/** Options of {@link findSentTransaction}. */
export type FindSentTransactionParameters = {
  /** The account that sent it. */
  from: string
  /** Its nonce. */
  nonce: number
  /** The first block to look in (the chain's head when the item was claimed). */
  fromBlock: bigint
  /** At most this many blocks are read. Defaults to 256. */
  maxBlocks?: number | undefined
}

/**
 * The hash of the transaction `from` sent with `nonce`, looked up in the blocks mined since `fromBlock`
 * (newest last), or undefined when none of them has it. This is how a reload that lost the hash of a sent
 * transaction finds it again, and how a replaced (sped-up or cancelled) transaction is followed.
 */
export async function findSentTransaction(
  client: Pick<PublicClient, 'getBlock' | 'getBlockNumber'>,
  parameters: FindSentTransactionParameters,
): Promise<Hash | undefined> {
  const head = await client.getBlockNumber({ cacheTime: 0 })
  const from = parameters.from.toLowerCase()
  const last = parameters.fromBlock + BigInt(parameters.maxBlocks ?? 256)
  for (let n = parameters.fromBlock; n <= head && n <= last; n++) {
    const block = await client.getBlock({ blockNumber: n, includeTransactions: true })
    const tx = block.transactions.find((t) => t.from.toLowerCase() === from && t.nonce === parameters.nonce)
    if (tx) return tx.hash
  }
  return undefined
}
