import { getClient, getConnection, getTransactionCount, sendTransaction, switchChain } from '@wagmi/core'
import { getBlockNumber, getTransaction } from 'viem/actions'
import * as z from 'zod/mini'
import { ExecutionError } from '../errors/ExecutionError'
import { statusResultSchema } from '../schemas/statusResultSchema'
import type { TransactionStepItem } from '../schemas/transactionStepItemSchema'
import { assertSafeTransaction } from './assertSafeTransaction'
import { claimOffset } from './claimOffset'
import type { ExecutionContext } from './ExecutionContext'
import { findSentTransaction } from './findSentTransaction'
import { isUserRejection } from './isUserRejection'
import { sleep } from './sleep'
import { splitEndpoint } from './splitEndpoint'
import { toExplorerUrl } from './toExplorerUrl'
import { waitForReceipt } from './waitForReceipt'

/** Any JSON object: what `POST /transactions/index` answers is not read. */
const anyBody = z.looseObject({})

/** What an item's transaction does: target, call data and value. */
const contentOf = (item: TransactionStepItem) => ({
  to: item.data.to,
  data: item.data.data ?? '0x',
  value: BigInt(item.data.value ?? '0'),
})

/** Where the funds are if this item fails: a deposit that went out is `sent`; before that, nothing was. */
const fundsAfter = (ctx: ExecutionContext) =>
  ctx.progress.funds === 'sent' || ctx.progress.funds === 'unknown' ? ctx.progress.funds : 'not-sent'

/**
 * Performs one transaction item at most once: safety checks (the wallet is not asked when one fails), a switch
 * to the item's chain, a claim written with the account's nonce before the prompt, the send (with the quote's gas
 * limit, never its fees), the hash persisted at once, the receipt (following a replacement), `POST /transactions/index` (failures
 * ignored) and, for a deposit, the check endpoint polled until the service has seen it. An item that already has
 * a hash is only confirmed; one claimed before a reload is sent again only if the account's nonce shows it was not.
 */
export async function runTransactionItem(
  ctx: ExecutionContext,
  stepIndex: number,
  itemIndex: number,
  item: TransactionStepItem,
): Promise<void> {
  const step = ctx.quote.steps[stepIndex]!
  const { chainId } = item.data
  const chain = ctx.chains.find((c) => c.id === chainId)
  let hash = ctx.progress.steps[stepIndex]!.items[itemIndex]!.txHash as `0x${string}` | undefined
  let nonce: number | undefined
  let fromBlock: bigint | undefined
  const account = getConnection(ctx.config).address
  // The checks come before anything that could reach the wallet, the chain switch included.
  if (!hash)
    assertSafeTransaction(item, {
      ...ctx,
      step: step.id,
      item: itemIndex,
      account,
      allowAddresses: ctx.options.allowAddresses,
    })
  const publicClient = getClient(ctx.config, { chainId })
  if (!publicClient)
    throw new ExecutionError({
      reason: 'unsafe',
      check: 'chain-configured',
      step: step.id,
      item: itemIndex,
      shortMessage: `Chain ${chainId} is not in the app's wallet configuration: nothing was sent.`,
    })

  if (!hash) {
    // A claim left by this tab before a reload: was the transaction sent before its hash was recorded?
    const claim = ctx.store.get(ctx.requestId)?.claim
    const offset = claimOffset(claim, stepIndex, itemIndex)
    if (claim && offset >= 0 && claim.nonce !== undefined && claim.account) {
      const claimedNonce = claim.nonce + offset
      const now = await getTransactionCount(ctx.config, {
        address: claim.account as `0x${string}`,
        chainId,
        blockTag: 'pending',
      })
      if (now > claimedNonce) {
        // Ours only if it does what the item does: another transaction may have taken the nonce meanwhile.
        const found = await findSentTransaction(publicClient, {
          from: claim.account,
          nonce: claimedNonce,
          content: contentOf(item),
          fromBlock: BigInt(claim.blockNumber ?? '0'),
        })
        if (!found)
          throw new ExecutionError({
            reason: 'sent-state-unknown',
            funds: 'unknown',
            step: step.id,
            item: itemIndex,
          })
        hash = found
        ;[nonce, fromBlock] = [claimedNonce, BigInt(claim.blockNumber ?? '0')]
        ctx.setItem(stepIndex, itemIndex, {
          state: 'submitted',
          txHash: hash,
          explorerUrl: toExplorerUrl(chain, hash),
        })
      }
    }
  }

  if (!hash) {
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
    nonce = await getTransactionCount(ctx.config, { address: account!, chainId, blockTag: 'pending' })
    fromBlock = await getBlockNumber(publicClient, { cacheTime: 0 })
    const claimed = ctx.store.claim(
      ctx.requestId,
      {
        owner: ctx.owner,
        step: stepIndex,
        item: itemIndex,
        at: Date.now(),
        chainId,
        account,
        nonce,
        blockNumber: fromBlock.toString(),
      },
      ctx.options.claimStaleMs,
    )
    if (!claimed.ok)
      throw new ExecutionError({
        reason: 'in-progress-elsewhere',
        funds: fundsAfter(ctx),
        step: step.id,
        item: itemIndex,
      })
    ctx.signal.throwIfAborted()
    ctx.setItem(stepIndex, itemIndex, { state: 'awaiting-wallet' })
    try {
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
      const record = ctx.store.get(ctx.requestId)
      if (record) ctx.store.put({ ...record, claim: undefined })
      ctx.setItem(stepIndex, itemIndex, {
        state: 'failed',
        error: isUserRejection(error) ? 'Rejected in the wallet.' : 'The wallet did not send it.',
      })
      throw new ExecutionError({
        reason: isUserRejection(error) ? 'user-rejected' : 'unknown',
        funds: isUserRejection(error) ? fundsAfter(ctx) : 'unknown',
        step: step.id,
        item: itemIndex,
        cause: error,
      })
    }
    // Persisted before anything else: from here on, this item is never sent again.
    ctx.setItem(stepIndex, itemIndex, {
      state: 'submitted',
      txHash: hash,
      explorerUrl: toExplorerUrl(chain, hash),
    })
    ctx.emitter.emit('transaction', { step: stepIndex, item: itemIndex, chainId, hash })
    if (item.check) {
      ctx.set({ funds: 'sent' })
      // Fast fill as soon as the deposit is submitted, before its receipt (the integrator's server decides).
      ctx.options.fastFill?.({ requestId: ctx.requestId, txHash: hash }).catch(() => undefined)
    }
  }

  ctx.setItem(stepIndex, itemIndex, { state: 'confirming' })
  const from = account ?? item.data.from ?? ''
  if (nonce === undefined) {
    const tx = await getTransaction(publicClient, { hash }).catch(() => undefined)
    nonce = tx?.nonce
    fromBlock = tx?.blockNumber ?? (await getBlockNumber(publicClient, { cacheTime: 0 }))
  }
  let receipt: Awaited<ReturnType<typeof waitForReceipt>>
  try {
    receipt = await waitForReceipt(publicClient, {
      hash,
      from,
      nonce: nonce ?? Number.MAX_SAFE_INTEGER,
      fromBlock: fromBlock ?? 0n,
      intervalMs: Math.min(ctx.options.pollIntervalMs, 1000),
      timeoutMs: ctx.options.receiptTimeoutMs,
      signal: ctx.signal,
      onReplaced: (replacement) =>
        ctx.setItem(stepIndex, itemIndex, {
          txHash: replacement,
          explorerUrl: toExplorerUrl(chain, replacement),
        }),
    })
  } catch (error) {
    if (ctx.signal.aborted) throw error
    ctx.setItem(stepIndex, itemIndex, { state: 'failed', error: 'No receipt in time.' })
    throw new ExecutionError({
      reason: 'timeout',
      funds: item.check ? 'unknown' : fundsAfter(ctx),
      step: step.id,
      item: itemIndex,
      cause: error,
    })
  }
  // Replaced by a transaction that does something else: the wallet cancelled it (the deposit never happened).
  if (receipt.transactionHash !== hash) {
    const mined = await getTransaction(publicClient, { hash: receipt.transactionHash })
    const wanted = contentOf(item)
    if (
      mined.to?.toLowerCase() !== wanted.to.toLowerCase() ||
      mined.input.toLowerCase() !== wanted.data.toLowerCase() ||
      mined.value !== wanted.value
    ) {
      ctx.setItem(stepIndex, itemIndex, { state: 'failed', error: 'Cancelled in the wallet.' })
      if (item.check) ctx.set({ funds: 'not-sent' })
      throw new ExecutionError({
        reason: 'user-rejected',
        funds: fundsAfter(ctx),
        step: step.id,
        item: itemIndex,
        shortMessage: 'The transaction was cancelled in the wallet (replaced by another). Nothing was sent.',
      })
    }
  }
  if (receipt.status === 'reverted') {
    ctx.setItem(stepIndex, itemIndex, { state: 'failed', error: 'The transaction reverted.' })
    // A reverted deposit moved nothing.
    if (item.check) ctx.set({ funds: 'not-sent' })
    throw new ExecutionError({
      reason: 'transaction-reverted',
      funds: fundsAfter(ctx),
      step: step.id,
      item: itemIndex,
    })
  }
  if (item.check) {
    // Tell the service about the deposit now rather than at its next scan; optional, failures ignored.
    await ctx.client
      .request({
        method: 'POST',
        path: '/transactions/index',
        body: { txHash: receipt.transactionHash, chainId },
        schema: anyBody,
      })
      .catch(() => undefined)
    const { path, query } = splitEndpoint(item.check.endpoint, step.id)
    // Until the service has seen the deposit (any status past `waiting`); the tracker takes over from there.
    for (;;) {
      const status = await ctx.client
        .request({ path, query, schema: statusResultSchema, signal: ctx.signal })
        .catch((error) => {
          if (ctx.signal.aborted) throw error
          return undefined
        })
      if (status) ctx.set({ request: status })
      if (status && status.status !== 'waiting') break
      await sleep(ctx.options.pollIntervalMs, ctx.signal)
    }
  }
  // Done with this item: its claim goes, unless it also covers a later item of the same batch.
  const record = ctx.store.get(ctx.requestId)
  const covered = claimOffset(record?.claim, stepIndex, itemIndex)
  if (record?.claim && covered >= 0 && covered + 1 >= (record.claim.batch ?? 1))
    ctx.store.put({ ...record, claim: undefined })
  ctx.setItem(stepIndex, itemIndex, { state: 'complete' })
}
