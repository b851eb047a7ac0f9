import type { Client, Hash } from 'viem'
import { getBlock, getBlockNumber, getTransactionCount } from 'viem/actions'
import { getAction } from 'viem/utils'

/** Options of {@link findSentTransaction}. */
export type FindSentTransactionParameters = {
  /** The account that sent it. */
  from: string
  /** Its nonce: any transaction of `from` with it (a replacement too). With `content`, the first nonce looked at. */
  nonce: number
  /**
   * What it does: only a transaction of `from` with this target, call data and value counts, at `nonce` or a later
   * one (another transaction that took the nonce is not ours).
   */
  content?: { to: string; data: string; value: bigint } | undefined
  /** The first block to look in (the chain's head when the item was claimed): nothing before it is read. */
  fromBlock: bigint
  /**
   * With `content`, at most this many nonces from `nonce` on are looked at (each taken by another transaction
   * moves the search to the next). Defaults to 8.
   */
  maxNonces?: number | undefined
}

/**
 * The hash of a transaction `from` sent since `fromBlock`, found by the account's nonce history rather than by
 * reading blocks one by one: a binary search on `getTransactionCount(from, block)` finds the block in which the
 * nonce was used (about log2 of the blocks since the claim, a dozen reads for a day of Base blocks), then that
 * block is read. With `content`, the transaction doing exactly that (how a reload that lost the hash of a sent item
 * finds it again, never mistaking another transaction for it; a nonce another transaction took moves the search
 * to the next one); without, the one with `nonce` (how a replaced, sped-up or cancelled, transaction is followed).
 * Undefined when no mined transaction of `from` has it. The counts are read at past heights: a node that no
 * longer keeps that state fails the read, and the error is thrown. `client` is the chain's bare viem client
 * (wagmi's `getClient`): the reads are viem's tree-shakable actions, or the client's own when it has them.
 */
export async function findSentTransaction(
  client: Client,
  parameters: FindSentTransactionParameters,
): Promise<Hash | undefined> {
  const countAt = getAction(client, getTransactionCount, 'getTransactionCount')
  const blockAt = getAction(client, getBlock, 'getBlock')
  const head = await getAction(client, getBlockNumber, 'getBlockNumber')({ cacheTime: 0 })
  const from = parameters.from.toLowerCase()
  const address = parameters.from as `0x${string}`
  const { content } = parameters
  const end = parameters.nonce + (content ? (parameters.maxNonces ?? 8) : 1)
  const minedAtHead = await countAt({ address, blockNumber: head })
  // Never past the head (bigints: no Math.min).
  let low = parameters.fromBlock
  if (low > head) low = head
  for (let nonce = parameters.nonce; nonce < end && nonce < minedAtHead; ) {
    // The first block at whose end the account had sent more than `nonce` transactions: the one that used it.
    let high = head
    while (low < high) {
      const middle = (low + high) / 2n
      if ((await countAt({ address, blockNumber: middle })) > nonce) high = middle
      else low = middle + 1n
    }
    const block = await blockAt({ blockNumber: low, includeTransactions: true })
    const sent = block.transactions.filter((t) => t.from.toLowerCase() === from && t.nonce >= nonce)
    const found = sent.find((t) =>
      content
        ? t.to?.toLowerCase() === content.to.toLowerCase() &&
          t.input.toLowerCase() === content.data.toLowerCase() &&
          t.value === content.value
        : t.nonce === nonce,
    )
    if (found) return found.hash
    if (!content) return undefined
    // Every nonce of the account in this block went to other transactions: look further on.
    nonce = Math.max(nonce, ...sent.map((t) => t.nonce)) + 1
  }
  return undefined
}
