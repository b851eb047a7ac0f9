import { getTransactionCount } from '@wagmi/core'
import type { Client } from 'viem'
import type { Quote } from '../../schemas/quoteSchema'
import type { TransactionStepItem } from '../../schemas/transactionStepItemSchema'
import type { ExecutionContext } from '../ExecutionContext'
import { claimOffset } from '../store/claimOffset'
import { toExplorerUrl } from '../toExplorerUrl'
import { findSentTransaction } from './findSentTransaction'
import { transactionContent } from './transactionContent'

/**
 * The evidence a claim left (a reload, a wallet error that did not say "rejected"): when the claimed account's
 * nonce has moved past the claimed one, the transaction doing exactly what the item does is looked up from the
 * claimed block on and recorded (`submitted`); if the nonce moved but no such transaction is found, the funds are
 * unknown and nothing is sent (`sent-state-unknown`). Returns the hash, nonce and first block to confirm from, or
 * undefined when the claim shows nothing was sent (the caller may send).
 */
export async function recoverClaimedTransaction(
  ctx: ExecutionContext,
  _quote: Quote,
  stepIndex: number,
  itemIndex: number,
  item: TransactionStepItem,
  publicClient: Client,
): Promise<{ hash: `0x${string}`; nonce: number; fromBlock: bigint } | undefined> {
  const claim = ctx.claim()
  const offset = claimOffset(claim, stepIndex, itemIndex)
  if (!claim || offset < 0 || claim.nonce === undefined || !claim.account) return undefined
  const { chainId } = item.data
  const claimedNonce = claim.nonce + offset
  const now = await getTransactionCount(ctx.config, {
    address: claim.account as `0x${string}`,
    chainId,
    blockTag: 'pending',
  })
  if (now <= claimedNonce) return undefined
  const fromBlock = BigInt(claim.blockNumber ?? '0')
  // Ours only if it does what the item does: another transaction may have taken the nonce meanwhile.
  const hash = await findSentTransaction(publicClient, {
    from: claim.account,
    nonce: claimedNonce,
    content: transactionContent(item),
    fromBlock,
  })
  if (!hash)
    throw ctx.fail({
      type: 'unknown',
      step: stepIndex,
      item: itemIndex,
      error: { reason: 'sent-state-unknown' },
    })
  ctx.apply({
    type: 'sent',
    step: stepIndex,
    item: itemIndex,
    deposit: Boolean(item.check),
    hash,
    explorerUrl: toExplorerUrl(
      ctx.chains.find((c) => c.id === chainId),
      hash,
    ),
  })
  return { hash, nonce: claimedNonce, fromBlock }
}
