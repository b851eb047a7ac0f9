import type { Client, Hash } from 'viem'
import { getBlock, getBlockNumber } from 'viem/actions'
import { getAction } from 'viem/utils'

/** Options of {@link findSentTransaction}. */
export type FindSentTransactionParameters = {
  /** The account that sent it. */
  from: string
  /** Its nonce: any transaction of `from` with it (a replacement too). Ignored when `content` is given. */
  nonce: number
  /**
   * What it does: only a transaction of `from` with this target, call data and value counts, whatever its nonce
   * (another transaction that took the nonce is not ours).
   */
  content?: { to: string; data: string; value: bigint } | undefined
  /** The first block to look in (the chain's head when the item was claimed). */
  fromBlock: bigint
  /** At most this many blocks are read. Defaults to 256. */
  maxBlocks?: number | undefined
}

/**
 * The hash of a transaction `from` sent, looked up in the blocks mined since `fromBlock` (oldest first): with
 * `content`, the one doing exactly that (how a reload that lost the hash of a sent item finds it again, never
 * mistaking another transaction for it); without, the one with `nonce` (how a replaced, sped-up or cancelled,
 * transaction is followed). Undefined when none of them has it. `client` is the chain's bare viem client (wagmi's
 * `getClient`): the reads are viem's tree-shakable actions, or the client's own when it has them.
 */
export async function findSentTransaction(
  client: Client,
  parameters: FindSentTransactionParameters,
): Promise<Hash | undefined> {
  const head = await getAction(client, getBlockNumber, 'getBlockNumber')({ cacheTime: 0 })
  const from = parameters.from.toLowerCase()
  const { content } = parameters
  const last = parameters.fromBlock + BigInt(parameters.maxBlocks ?? 256)
  for (let n = parameters.fromBlock; n <= head && n <= last; n++) {
    const block = await getAction(client, getBlock, 'getBlock')({ blockNumber: n, includeTransactions: true })
    const tx = block.transactions.find(
      (t) =>
        t.from.toLowerCase() === from &&
        (content
          ? t.to?.toLowerCase() === content.to.toLowerCase() &&
            t.input.toLowerCase() === content.data.toLowerCase() &&
            t.value === content.value
          : t.nonce === parameters.nonce),
    )
    if (tx) return tx.hash
  }
  return undefined
}
