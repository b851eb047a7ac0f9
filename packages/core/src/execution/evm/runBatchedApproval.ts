import {
  getCapabilities,
  getClient,
  getConnection,
  getTransactionCount,
  sendCalls,
  switchChain,
} from '@wagmi/core'
import { getBlockNumber } from 'viem/actions'
import type { TransactionStepItem } from '../../schemas/transactionStepItemSchema'
import type { ExecutionContext } from '../ExecutionContext'
import type { BatchParameters, SentBatch } from '../machine/ChainAdapter'
import { assertSafeTransaction } from '../safety/assertSafeTransaction'
import { toSafetyParameters } from '../safety/toSafetyParameters'
import { holdClaim } from '../store/holdClaim'
import { toExplorerUrl } from '../toExplorerUrl'
import { findSentBatch } from './findSentBatch'
import { isUserRejection } from './isUserRejection'
import { waitForCallsStatus } from './waitForCallsStatus'

/** Wallet error codes that mean "this wallet cannot send that batch" (nothing was sent): EIP-1193 4200, EIP-5792 57xx. */
const unsupportedCodes = new Set([4200, 5700, 5710, 5720, 5730, 5740, 5750])

/** Whether a wallet error, or one in its `cause` chain, says the batch is unsupported. */
function isUnsupported(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 20; e = (e as { cause?: unknown }).cause, depth++)
    if (unsupportedCodes.has((e as { code?: number }).code as number)) return true
  return false
}

/** Whether the wallet says it can send calls atomically on `chainId` (EIP-5792 `atomic` capability). */
async function canBatch(ctx: ExecutionContext, chainId: number): Promise<boolean> {
  const account = getConnection(ctx.config).address
  if (ctx.store.unbatchable.has(`${account?.toLowerCase()}:${chainId}`)) return false
  try {
    const capabilities = (await getCapabilities(ctx.config, { account, chainId })) as {
      atomic?: { status?: string }
    }
    return capabilities?.atomic?.status === 'supported' || capabilities?.atomic?.status === 'ready'
  } catch {
    return false // no EIP-5792 support: one by one
  }
}

/**
 * The EVM adapter's `runBatch`. When step `i` is a single approval followed by a single-item transaction step on the same chain, and the wallet
 * reports atomic batching, sends both as one `sendCalls` (one prompt), after the same safety checks and claim as
 * one by one, and saves the batch id in the claim before waiting. A batch claimed earlier with its id (a reload,
 * an abort) is resumed with `getCallsStatus` and never sent again; the wait stops the moment the run aborts
 * (`waitForCallsStatus`). An id the connected wallet does not know (sent through another connector) is looked up
 * on the chain and with the service instead (`findSentBatch`); nothing found is `sent-state-unknown`, the claim
 * kept. Resolves undefined (nothing sent) when the pair or the wallet does not qualify, batching is off, or an
 * earlier claim without an id covers it; the machine then runs the items one by one (`recoverClaimedTransaction`
 * decides). A batch the wallet fails is not re-prompted call by call: it rejects (`batch-failed`), the claim kept
 * unless the wallet said batching is unsupported; asking again (another `execute` or `resume`) goes one by one.
 * Otherwise resolves with the two steps covered and the deposit's hash: the machine confirms it, and has the
 * service index and check it, as any sent item.
 */
export async function runBatchedApproval(parameters: BatchParameters): Promise<SentBatch | undefined> {
  const { ctx, quote, step: i, batching } = parameters
  const [approve, next] = [quote.steps[i], quote.steps[i + 1]]
  if (!approve || !next || approve.id !== 'approve' || approve.kind !== 'transaction') return
  if (next.kind !== 'transaction' || approve.items.length !== 1 || next.items.length !== 1) return
  const items = [approve.items[0], next.items[0]] as [TransactionStepItem, TransactionStepItem]
  const progress = ctx.progress()
  const done = [progress.steps[i]!.items[0]!, progress.steps[i + 1]!.items[0]!]
  if (done.some((d) => d.txHash || d.state === 'complete')) return
  const chainId = items[0].data.chainId
  const claim = ctx.claim()
  let id = claim?.step === i && claim.batch === 2 ? claim.callsId : undefined
  if (!id) {
    if (!batching || items[1].data.chainId !== chainId || claim || !(await canBatch(ctx, chainId))) return
    id = await sendBatch({ ctx, quote, step: i, items })
  }
  ctx.apply({ type: 'confirming', step: i, item: 0 })
  ctx.apply({ type: 'sent', step: i + 1, item: 0, deposit: false })
  ctx.signal.throwIfAborted()
  let status: Awaited<ReturnType<typeof waitForCallsStatus>>
  try {
    status = await waitForCallsStatus(ctx.config, {
      id,
      chainId,
      intervalMs: ctx.options.pollIntervalMs,
      timeoutMs: ctx.options.receiptTimeoutMs,
      signal: ctx.signal,
    })
  } catch (error) {
    if (ctx.signal.aborted) throw error
    // Not known yet: the id stays in the claim, and the next run asks the wallet again.
    throw ctx.fail({ type: 'unknown', step: i, item: 0, error: { reason: 'timeout', cause: error } })
  }
  // A batch the connected wallet does not know (sent through another connector): the chain and the service tell.
  const held = ctx.claim()
  const hashes = status
    ? (status.receipts ?? []).map((r) => r.transactionHash)
    : held
      ? await findSentBatch(ctx, { claim: held, items })
      : []
  if (hashes.length === 0) {
    // Done, says the wallet, without a receipt to confirm it by (or nothing shows it): unknown, the claim and its
    // id kept for a resume.
    throw ctx.fail({
      type: 'unknown',
      step: i,
      item: 0,
      error: { reason: status ? 'timeout' : 'sent-state-unknown' },
    })
  }
  if (status && status.status !== 'success') {
    // An atomic batch that failed moved nothing.
    ctx.setClaim(undefined)
    throw ctx.fail({
      type: 'reverted',
      step: i,
      item: 0,
      message: 'The batch failed.',
      error: { reason: 'transaction-reverted' },
    })
  }
  // One receipt per call, or one for the whole batch (a smart account's bundle carries both calls in one
  // transaction): the approval is in the first, the deposit in the last.
  const [approveHash, depositHash] = [hashes[0]!, hashes[hashes.length - 1]!]
  const chain = ctx.chains.find((c) => c.id === chainId)
  ctx.apply({
    type: 'confirmed',
    step: i,
    item: 0,
    hash: approveHash,
    explorerUrl: toExplorerUrl(chain, approveHash),
  })
  ctx.apply({
    type: 'sent',
    step: i + 1,
    item: 0,
    hash: depositHash,
    explorerUrl: toExplorerUrl(chain, depositHash),
    deposit: Boolean(items[1].check),
  })
  ctx.setClaim(undefined)
  // The deposit has its hash: the machine confirms, indexes and checks it as any sent item.
  return { steps: 2, sent: [{ step: i + 1, item: 0, sent: { hash: depositHash } }] }
}

/**
 * Checks both calls (calldata included, as one by one), switches the chain, claims the pair, asks the wallet once and
 * saves the batch id.
 */
async function sendBatch(
  parameters: Omit<BatchParameters, 'batching'> & { items: [TransactionStepItem, TransactionStepItem] },
): Promise<string> {
  const { ctx, quote, step: i, items } = parameters
  const chainId = items[0].data.chainId
  const account = getConnection(ctx.config).address
  for (const [k, item] of items.entries())
    assertSafeTransaction(item, toSafetyParameters({ ctx, steps: quote.steps, step: i + k, item: 0 }))
  if (getConnection(ctx.config).chainId !== chainId)
    try {
      await switchChain(ctx.config, { chainId })
    } catch (error) {
      throw ctx.fail({
        type: 'rejected',
        step: i,
        item: 0,
        error: { reason: isUserRejection(error) ? 'user-rejected' : 'chain-switch-failed', cause: error },
      })
    }
  const nonce = await getTransactionCount(ctx.config, { address: account!, chainId, blockTag: 'pending' })
  const client = getClient(ctx.config, { chainId })
  const blockNumber = client ? await getBlockNumber(client, { cacheTime: 0 }) : 0n
  ctx.signal.throwIfAborted()
  const claim = { step: i, item: 0, chainId, account, nonce, blockNumber: blockNumber.toString(), batch: 2 }
  const release = holdClaim(ctx, claim)
  ctx.apply({ type: 'prompted', step: i, item: 0 })
  ctx.apply({ type: 'prompted', step: i + 1, item: 0 })
  try {
    const { id } = await sendCalls(ctx.config, {
      account: account!,
      chainId,
      forceAtomic: true,
      calls: items.map((item) => ({
        to: item.data.to as `0x${string}`,
        data: (item.data.data ?? '0x') as `0x${string}`,
        value: BigInt(item.data.value ?? '0'),
      })),
    })
    // Saved before waiting: whatever happens next, the batch is looked up by its id, never sent again.
    const held = ctx.claim()
    ctx.setClaim({ ...(held ?? { ...claim, owner: ctx.owner, at: Date.now() }), callsId: id })
    return id
  } catch (error) {
    const rejected = isUserRejection(error)
    const unsupported = !rejected && isUnsupported(error)
    // Only a refusal, or a wallet saying it cannot batch, proves nothing left.
    if (rejected || unsupported) ctx.setClaim(undefined)
    if (unsupported) ctx.store.unbatchable.add(`${account?.toLowerCase()}:${chainId}`)
    const failure = ctx.fail({
      type: rejected || unsupported ? 'rejected' : 'unknown',
      step: i,
      item: 0,
      message: rejected ? 'Rejected in the wallet.' : 'The batch failed.',
      error: { reason: rejected ? 'user-rejected' : 'batch-failed', cause: error },
    })
    ctx.apply({ type: 'released', step: i + 1, item: 0 })
    throw failure
  } finally {
    release()
  }
}
