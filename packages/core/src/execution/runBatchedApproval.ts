import {
  getCapabilities,
  getClient,
  getConnection,
  getTransactionCount,
  sendCalls,
  switchChain,
  waitForCallsStatus,
} from '@wagmi/core'
import { getBlockNumber } from 'viem/actions'
import { ExecutionError } from '../errors/ExecutionError'
import type { TransactionStepItem } from '../schemas/transactionStepItemSchema'
import { assertSafeTransaction } from './assertSafeTransaction'
import type { ExecutionContext } from './ExecutionContext'
import { isUserRejection } from './isUserRejection'
import { runTransactionItem } from './runTransactionItem'
import { toExplorerUrl } from './toExplorerUrl'

/** Whether the wallet says it can send calls atomically on `chainId` (EIP-5792 `atomic` capability). */
async function canBatch(ctx: ExecutionContext, chainId: number): Promise<boolean> {
  try {
    const account = getConnection(ctx.config).address
    const capabilities = (await getCapabilities(ctx.config, { account, chainId })) as {
      atomic?: { status?: string }
    }
    return capabilities?.atomic?.status === 'supported' || capabilities?.atomic?.status === 'ready'
  } catch {
    return false // no EIP-5792 support: one by one
  }
}

/**
 * When step `i` is a single approval followed by a single-item transaction step on the same chain, and the wallet
 * reports atomic batching, sends both as one `sendCalls` (one prompt), after the same safety checks and claim as
 * one by one. Returns false (nothing sent) when the pair or the wallet does not qualify, or probing is off; the
 * caller then runs the items one by one. A wallet that fails the batch for another reason than the user's refusal
 * also falls back to one by one. The deposit item is then confirmed, indexed and checked as usual.
 */
export async function runBatchedApproval(ctx: ExecutionContext, i: number, probe: boolean): Promise<boolean> {
  const [approve, next] = [ctx.quote.steps[i], ctx.quote.steps[i + 1]]
  if (!probe || !approve || !next || approve.id !== 'approve' || approve.kind !== 'transaction') return false
  if (next.kind !== 'transaction' || approve.items.length !== 1 || next.items.length !== 1) return false
  const items = [approve.items[0], next.items[0]] as [TransactionStepItem, TransactionStepItem]
  const done = [ctx.progress.steps[i]!.items[0]!, ctx.progress.steps[i + 1]!.items[0]!]
  if (done.some((d) => d.txHash || d.state === 'complete')) return false
  if (items[0].data.chainId !== items[1].data.chainId || ctx.store.get(ctx.requestId)?.claim) return false
  const chainId = items[0].data.chainId
  if (!(await canBatch(ctx, chainId))) return false

  const account = getConnection(ctx.config).address
  for (const [k, item] of items.entries())
    assertSafeTransaction(item, {
      ...ctx,
      step: [approve, next][k]!.id,
      item: 0,
      account,
      allowAddresses: ctx.options.allowAddresses,
    })
  const chain = ctx.chains.find((c) => c.id === chainId)
  const publicClient = getClient(ctx.config, { chainId })
  if (getConnection(ctx.config).chainId !== chainId)
    try {
      await switchChain(ctx.config, { chainId })
    } catch (error) {
      throw new ExecutionError({
        reason: isUserRejection(error) ? 'user-rejected' : 'chain-switch-failed',
        step: approve.id,
        item: 0,
        cause: error,
      })
    }
  const nonce = await getTransactionCount(ctx.config, { address: account!, chainId, blockTag: 'pending' })
  const blockNumber = publicClient ? await getBlockNumber(publicClient, { cacheTime: 0 }) : 0n
  const claimed = ctx.store.claim(
    ctx.requestId,
    {
      owner: ctx.owner,
      step: i,
      item: 0,
      at: Date.now(),
      chainId,
      account,
      nonce,
      blockNumber: blockNumber.toString(),
      batch: 2,
    },
    ctx.options.claimStaleMs,
  )
  if (!claimed.ok) throw new ExecutionError({ reason: 'in-progress-elsewhere', step: approve.id, item: 0 })
  ctx.setItem(i, 0, { state: 'awaiting-wallet' })
  ctx.setItem(i + 1, 0, { state: 'awaiting-wallet' })
  let id: string
  try {
    ;({ id } = await sendCalls(ctx.config, {
      account: account!,
      chainId,
      forceAtomic: true,
      calls: items.map((item) => ({
        to: item.data.to as `0x${string}`,
        data: (item.data.data ?? '0x') as `0x${string}`,
        value: BigInt(item.data.value ?? '0'),
      })),
    }))
  } catch (error) {
    const record = ctx.store.get(ctx.requestId)
    if (record) ctx.store.put({ ...record, claim: undefined })
    ctx.setItem(i, 0, { state: 'idle' })
    ctx.setItem(i + 1, 0, { state: 'idle' })
    if (isUserRejection(error))
      throw new ExecutionError({ reason: 'user-rejected', step: approve.id, item: 0, cause: error })
    return false // the wallet could not batch after all: one by one
  }
  ctx.setItem(i, 0, { state: 'confirming' })
  ctx.setItem(i + 1, 0, { state: 'submitted' })
  const status = await waitForCallsStatus(ctx.config, { id, timeout: ctx.options.receiptTimeoutMs })
  const hashes = (status.receipts ?? []).map((r) => r.transactionHash)
  if (status.status !== 'success' || hashes.length < 2)
    throw new ExecutionError({ reason: 'transaction-reverted', step: approve.id, item: 0 })
  ctx.setItem(i, 0, { state: 'complete', txHash: hashes[0], explorerUrl: toExplorerUrl(chain, hashes[0]!) })
  ctx.setItem(i + 1, 0, {
    state: 'submitted',
    txHash: hashes[1],
    explorerUrl: toExplorerUrl(chain, hashes[1]!),
  })
  if (items[1].check) ctx.set({ funds: 'sent' })
  const record = ctx.store.get(ctx.requestId)
  if (record) ctx.store.put({ ...record, claim: undefined })
  // The deposit has its hash: confirming, indexing and the check run as for any sent item.
  await runTransactionItem(ctx, i + 1, 0, items[1])
  return true
}
