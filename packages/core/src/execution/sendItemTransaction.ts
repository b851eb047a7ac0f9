import { getConnection, getTransactionCount, sendTransaction, switchChain } from '@wagmi/core'
import type { Client } from 'viem'
import { getBlockNumber } from 'viem/actions'
import { ExecutionError } from '../errors/ExecutionError'
import type { Quote } from '../schemas/quoteSchema'
import type { TransactionStepItem } from '../schemas/transactionStepItemSchema'
import type { ExecutionContext } from './ExecutionContext'
import { fundsAfter } from './fundsAfter'
import { holdClaim } from './holdClaim'
import { isRefusedBeforeBroadcast } from './isRefusedBeforeBroadcast'
import { isUserRejection } from './isUserRejection'
import { toExplorerUrl } from './toExplorerUrl'

/**
 * Sends one checked item: switches the wallet to its chain, claims it with the account's pending nonce and the
 * chain head (the evidence a reload looks up), asks the wallet (with the quote's gas limit, never its fees), and records the hash
 * at once. A rejection in the wallet, or the RPC's refusal before broadcast (`isRefusedBeforeBroadcast`: reason
 * `send-refused`), clears the claim (nothing left); any other wallet error keeps it, with the funds `unknown`: the
 * transaction may be out, and the next run looks it up before sending anything.
 */
export async function sendItemTransaction(
  ctx: ExecutionContext,
  quote: Quote,
  stepIndex: number,
  itemIndex: number,
  item: TransactionStepItem,
  publicClient: Client,
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
  const fromBlock = await getBlockNumber(publicClient, { cacheTime: 0 })
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
      // The quote's fee fields are dropped: the wallet prices the transaction from the chain's current fees
      // (docs/security.md). Its gas limit stays: only the gas used is paid, at the wallet's price.
      ...(item.data.gas ? { gas: BigInt(item.data.gas) } : {}),
    })
  } catch (error) {
    const rejected = isUserRejection(error)
    // The RPC's own refusal (an error answer, a 4xx) proves nothing left, like the user's.
    const refused = !rejected && isRefusedBeforeBroadcast(error)
    // Only a proven refusal clears the claim: any other error keeps it as evidence.
    if (rejected || refused) ctx.setClaim(undefined)
    ctx.setItem(stepIndex, itemIndex, {
      state: 'failed',
      error: rejected
        ? 'Rejected in the wallet.'
        : refused
          ? 'The network refused it: nothing was sent.'
          : 'The wallet did not confirm it sent it.',
    })
    if (!rejected && !refused && item.check) ctx.set({ funds: 'unknown' })
    throw new ExecutionError({
      reason: rejected ? 'user-rejected' : refused ? 'send-refused' : 'sent-state-unknown',
      funds: rejected || refused ? fundsAfter(ctx) : 'unknown',
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
