import { getTransactionCount } from '@wagmi/core'
import type { Client } from 'viem'
import { getTransaction } from 'viem/actions'
import { getAction } from 'viem/utils'
import { ExecutionError, type FundsLocation } from '../errors/ExecutionError'
import type { Quote } from '../schemas/quoteSchema'
import type { TransactionStepItem } from '../schemas/transactionStepItemSchema'
import { claimOffset } from './claimOffset'
import type { ExecutionContext } from './ExecutionContext'
import { findDepositByService } from './findDepositByService'
import { findSentTransaction } from './findSentTransaction'
import { fundsAfter } from './fundsAfter'
import { nonceProvesUnsent } from './nonceProvesUnsent'
import { toExplorerUrl } from './toExplorerUrl'
import { transactionContent } from './transactionContent'

/** Parameters of {@link recoverClaimedTransaction}: the item a claim may cover, and its chain's client. */
export type RecoverClaimedTransactionParameters = {
  quote: Quote
  stepIndex: number
  itemIndex: number
  item: TransactionStepItem
  /** The chain's bare viem client (wagmi's `getClient`). */
  publicClient: Client
}

/** What a recovered claim sent: the hash to confirm, and who sent it with which nonce (where known). */
export type RecoveredTransaction = {
  hash: `0x${string}`
  nonce: number | undefined
  fromBlock: bigint | undefined
  /** The transaction's sender when it is not the account (a bundler's transaction for a smart account). */
  from?: string | undefined
}

/**
 * The evidence a claim left (a reload, a wallet error that did not say "rejected"). When the claimed account's
 * nonce has moved past the claimed one, the transaction doing exactly what the item does is looked up by the
 * nonce's history (`findSentTransaction`) and recorded (`submitted`); if the nonce moved but no such transaction
 * is found, the funds are unknown and nothing is sent (`sent-state-unknown`). When the nonce has not moved, that
 * proves nothing was sent only for an account without code whose wallet knows no more than the app's node
 * (`nonceProvesUnsent`): then undefined (the caller may send). Otherwise (a smart account, a wallet's private
 * mempool) the claim stays unknown until the service shows the deposit it covers (`findDepositByService`: its
 * origin transaction, then confirmed on chain); without that, `sent-state-unknown` and nothing is sent.
 */
export async function recoverClaimedTransaction(
  ctx: ExecutionContext,
  parameters: RecoverClaimedTransactionParameters,
): Promise<RecoveredTransaction | undefined> {
  const { quote, stepIndex, itemIndex, item, publicClient } = parameters
  const claim = ctx.claim()
  const offset = claimOffset(claim, stepIndex, itemIndex)
  if (!claim || offset < 0 || claim.nonce === undefined || !claim.account) return undefined
  const { chainId } = item.data
  const claimedNonce = claim.nonce + offset
  const step = quote.steps[stepIndex]!.id
  const unknown = (funds: FundsLocation) =>
    new ExecutionError({ reason: 'sent-state-unknown', funds, step, item: itemIndex })
  const record = (hash: `0x${string}`) =>
    ctx.setItem(stepIndex, itemIndex, {
      state: 'submitted',
      txHash: hash,
      explorerUrl: toExplorerUrl(
        ctx.chains.find((c) => c.id === chainId),
        hash,
      ),
    })
  const now = await getTransactionCount(ctx.config, {
    address: claim.account as `0x${string}`,
    chainId,
    blockTag: 'pending',
  })
  if (now > claimedNonce) {
    const fromBlock = BigInt(claim.blockNumber ?? '0')
    // Ours only if it does what the item does: another transaction may have taken the nonce meanwhile.
    const hash = await findSentTransaction(publicClient, {
      from: claim.account,
      nonce: claimedNonce,
      content: transactionContent(item),
      fromBlock,
    })
    if (!hash) throw unknown('unknown')
    record(hash)
    return { hash, nonce: claimedNonce, fromBlock }
  }
  const unsent = await nonceProvesUnsent({
    config: ctx.config,
    publicClient,
    account: claim.account,
    chainId,
    nonce: claimedNonce,
  })
  if (unsent) return undefined
  // The nonce proves nothing: only a deposit the claim covers can be shown, by the service.
  const covered = Array.from({ length: claim.batch ?? 1 }, (_, k) =>
    k === 0 ? quote.steps[claim.step]?.items[claim.item] : quote.steps[claim.step + k]?.items[0],
  ) as (TransactionStepItem | undefined)[]
  const deposit = covered.find((i) => i?.check)
  const hash = deposit
    ? await findDepositByService(ctx, {
        publicClient,
        chainId: deposit.data.chainId,
        content: transactionContent(deposit),
      })
    : undefined
  if (!hash) throw unknown(deposit ? 'unknown' : fundsAfter(ctx))
  ctx.set({ funds: 'sent' })
  record(hash)
  // A smart account's bundle is sent by a bundler: confirmed as that sender's transaction, never "replaced".
  const sent = await getAction(
    publicClient,
    getTransaction,
    'getTransaction',
  )({ hash }).catch(() => undefined)
  return sent
    ? { hash, nonce: sent.nonce, fromBlock: sent.blockNumber ?? undefined, from: sent.from }
    : { hash, nonce: Number.MAX_SAFE_INTEGER, fromBlock: undefined }
}
