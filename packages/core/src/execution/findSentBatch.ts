import { getClient, getTransactionCount } from '@wagmi/core'
import type { TransactionStepItem } from '../schemas/transactionStepItemSchema'
import type { ExecutionContext } from './ExecutionContext'
import { findDepositByService } from './findDepositByService'
import { findSentTransaction } from './findSentTransaction'
import { transactionContent } from './transactionContent'
import type { ExecutionClaim } from './types'

/** Parameters of {@link findSentBatch}. */
export type FindSentBatchParameters = {
  /** The batch's claim (its account, nonce and the chain head when it was sent). */
  claim: ExecutionClaim
  /** The approval and the deposit the batch carried, in order. */
  items: readonly [TransactionStepItem, TransactionStepItem]
}

/**
 * The hashes of a batch's approval and deposit when the wallet cannot say (its id is unknown to the wallet
 * connected now): from the chain, when the account's nonce moved past both calls and the nonce's history holds
 * a transaction doing each (a wallet that sent the calls one by one); else from the service, when it saw the
 * deposit (a smart account's bundle: one transaction carries both calls, so its hash stands for both). An empty
 * list when neither shows anything: the batch stays unknown, never sent again.
 */
export async function findSentBatch(
  ctx: ExecutionContext,
  parameters: FindSentBatchParameters,
): Promise<`0x${string}`[]> {
  const { claim, items } = parameters
  const chainId = items[0].data.chainId
  const client = getClient(ctx.config, { chainId })
  if (client && claim.account && claim.nonce !== undefined) {
    const address = claim.account as `0x${string}`
    const pending = await getTransactionCount(ctx.config, { address, chainId, blockTag: 'pending' })
    if (pending > claim.nonce + 1) {
      const fromBlock = BigInt(claim.blockNumber ?? '0')
      const found = []
      for (const [k, item] of items.entries())
        found.push(
          await findSentTransaction(client, {
            from: address,
            nonce: claim.nonce + k,
            content: transactionContent(item),
            fromBlock,
          }),
        )
      if (found.every((hash) => hash !== undefined)) return found as `0x${string}`[]
    }
  }
  if (!client) return []
  const deposit = await findDepositByService(ctx, {
    publicClient: client,
    chainId,
    content: transactionContent(items[1]),
  })
  return deposit ? [deposit, deposit] : []
}
