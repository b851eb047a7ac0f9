import { getConnection, getTransactionCount, sendTransaction, switchChain } from '@wagmi/core'
import type { PublicClient } from 'viem'
import { ExecutionError } from '../errors/ExecutionError'
import type { Quote } from '../schemas/quoteSchema'
import type { TransactionStepItem } from '../schemas/transactionStepItemSchema'
import type { ExecutionContext } from './ExecutionContext'
import { fundsAfter } from './fundsAfter'
import { holdClaim } from './holdClaim'
import { isUserRejection } from './isUserRejection'
import { toExplorerUrl } from './toExplorerUrl'

/**
 * Sends one checked item: switches the wallet to its chain, claims it with the account's pending nonce and the
 * chain head (the evidence a reload looks up), asks the wallet with the quote's gas fields, and records the hash
 * at once. A rejection in the wallet clears the claim (nothing left); any other wallet error keeps it, with the
 * funds `unknown`: the transaction may be out, and the next run looks it up before sending anything.
 */
export async function sendItemTransaction(
  ctx: ExecutionContext,
  quote: Quote,
  stepIndex: number,
  itemIndex: number,
  item: TransactionStepItem,
  publicClient: PublicClient,
): Promise<{ hash: `0x${string}`; nonce: number; fromBlock: bigint }> {
  const step = quote.steps[stepIndex]!
  const { chainId } = item.data
  const account = getConnection(ctx.config).address
  if (getConnection(ctx.config).chainId !== chainId) {
    ctx.setItem(stepIndex, itemIndex, { state: 'switching-chain' })
    try {
      await switchChain(ctx.config, { chainId })
    } catch (error) {
      ctx.setItem(stepIndex, itemIndex, { state: 'failed', error: 'The wallet did not switch chains.' })
      throw new ExecutionError({
        reason: isUserRejection(error) ? 'user-rejected' : 'chain-switch-failed',
        funds: fundsAfter(ctx),
        step: step.id,
        item: itemIndex,
        cause: error,
      })
    }
  }
  const nonce = await getTransactionCount(ctx.config, { address: account!, chainId, blockTag: 'pending' })
  const fromBlock = await publicClient.getBlockNumber({ cacheTime: 0 })
  ctx.signal.throwIfAborted()
  const release = holdClaim(
    ctx,
    { step: stepIndex, item: itemIndex, chainId, account, nonce, blockNumber: fromBlock.toString() },
    step.id,
  )
  let hash: `0x${string}`
  try {
    ctx.setItem(stepIndex, itemIndex, { state: 'awaiting-wallet' })
    hash = await sendTransaction(ctx.config, {
      account: account!,
      chainId,
      to: item.data.to as `0x${string}`,
      data: (item.data.data ?? '0x') as `0x${string}`,
      value: BigInt(item.data.value ?? '0'),
      ...(item.data.gas ? { gas: BigInt(item.data.gas) } : {}),
      ...(item.data.maxFeePerGas ? { maxFeePerGas: BigInt(item.data.maxFeePerGas) } : {}),
      ...(item.data.maxPriorityFeePerGas
        ? { maxPriorityFeePerGas: BigInt(item.data.maxPriorityFeePerGas) }
        : {}),
    })
  } catch (error) {
    const rejected = isUserRejection(error)
    // Only the user's refusal proves nothing left: any other error keeps the claim as evidence.
    if (rejected) ctx.setClaim(undefined)
    ctx.setItem(stepIndex, itemIndex, {
      state: 'failed',
      error: rejected ? 'Rejected in the wallet.' : 'The wallet did not confirm it sent it.',
    })
    if (!rejected && item.check) ctx.set({ funds: 'unknown' })
    throw new ExecutionError({
      reason: rejected ? 'user-rejected' : 'sent-state-unknown',
      funds: rejected ? fundsAfter(ctx) : 'unknown',
      step: step.id,
      item: itemIndex,
      cause: error,
    })
  } finally {
    release()
  }
  // Persisted before anything else: from here on, this item is never sent again.
  ctx.setItem(stepIndex, itemIndex, {
    state: 'submitted',
    txHash: hash,
    explorerUrl: toExplorerUrl(
      ctx.chains.find((c) => c.id === chainId),
      hash,
    ),
  })
  ctx.emitter.emit('transaction', { step: stepIndex, item: itemIndex, chainId, hash })
  if (item.check) {
    ctx.set({ funds: 'sent' })
    // Fast fill as soon as the deposit is submitted, before its receipt (the integrator's server decides).
    ctx.options.fastFill?.({ requestId: ctx.requestId, txHash: hash }).catch(() => undefined)
  }
  return { hash, nonce, fromBlock }
}
