import type { Quote } from '../../schemas/quoteSchema'
import type { SignatureStepItem } from '../../schemas/signatureStepItemSchema'
import type { TransactionStepItem } from '../../schemas/transactionStepItemSchema'
import type { ExecutionContext } from '../ExecutionContext'
import { assertSafeSteps } from '../safety/assertSafeQuote'
import { claimOffset } from '../store/claimOffset'
import type { AdapterItemParameters, ChainAdapter, ChainAdapters, SentBatch, SentItem } from './ChainAdapter'

/** Parameters of {@link runSteps}: the run, and everything it calls (the machine imports no runner). */
export type RunStepsParameters = {
  ctx: ExecutionContext
  /** The quote as it stands (the steps a signature post adds are appended through the context). */
  quote: Quote
  /** Whether an adapter may run steps as one unit (`runBatch`). */
  batching: boolean
  /** The chain families' adapters, by `vmType`. */
  adapters: ChainAdapters
  /** Performs a signature item (checks, sign, post); returns the steps the service's answer adds. */
  signItem(parameters: AdapterItemParameters<SignatureStepItem>): Promise<Quote['steps']>
  /** After a deposit's receipt: waits until the service has seen `hash` (the item's `check` endpoint). */
  awaitDepositSeen(parameters: AdapterItemParameters<TransactionStepItem> & { hash: string }): Promise<void>
}

/**
 * The run loop: performs the quote's steps in order, skipping complete items. Each step is first offered to its
 * chain family's adapter as one unit (`runBatch`, when it has one); otherwise, and for what the batch sent, each
 * transaction item goes through its family's adapter (`adapters[vmType]`): `checkItem` (before anything reaches
 * the wallet), `recover` (an earlier claim's evidence) or `send`, then `confirm`, and for a deposit the service
 * seeing it. A signature item goes to `signItem`; the steps its post adds pass the same checks and are appended.
 */
export async function runSteps(parameters: RunStepsParameters): Promise<void> {
  const { ctx, adapters } = parameters
  let quote = parameters.quote
  const adapterOf = (item: TransactionStepItem) =>
    // Every family without an adapter of its own is sent as EVM (as before adapters): its checks refuse it.
    adapters[ctx.chains.find((c) => c.id === item.data.chainId)?.vmType ?? 'evm'] ?? adapters.evm
  // The last batch run and the step after the ones it covers: no step inside it is offered again.
  let batch: SentBatch | undefined
  let batchEnd = 0
  for (let i = 0; i < quote.steps.length; i++) {
    const step = quote.steps[i]!
    const first = step.items[0] as TransactionStepItem | undefined
    if (i >= batchEnd && step.kind === 'transaction' && first) {
      batch = await adapterOf(first).runBatch?.({ ctx, quote, step: i, batching: parameters.batching })
      batchEnd = batch ? i + batch.steps : 0
    }
    for (let j = 0; j < step.items.length; j++) {
      ctx.signal.throwIfAborted()
      const item = step.items[j] as TransactionStepItem | SignatureStepItem
      if (item.status === 'complete' || ctx.progress().steps[i]?.items[j]?.state === 'complete') continue
      const at = { ctx, quote, step: i, item: j }
      if (step.kind === 'transaction') {
        const data = item as TransactionStepItem
        const batched = batch?.sent.find((s) => s.step === i && s.item === j)?.sent
        await runItem({ ...at, data, adapter: adapterOf(data), batched, seen: parameters.awaitDepositSeen })
      } else if (step.kind === 'signature') {
        const added = await parameters.signItem({ ...at, data: item as SignatureStepItem })
        if (added.length) {
          // The added steps pass the same checks before any of them reaches the wallet, and the run's one total
          // bounds them together with the quote's.
          assertSafeSteps(ctx, [...quote.steps, ...added], quote.steps.length)
          quote = ctx.appendSteps(added)
        }
      } else
        throw ctx.fail({
          type: 'rejected',
          step: i,
          error: {
            reason: 'unsafe',
            check: 'step-kind',
            shortMessage: `This version cannot perform a "${step.kind}" step. Nothing was sent.`,
          },
        })
    }
  }
}

/**
 * Performs one transaction item at most once through its adapter: the safety checks (`checkItem`, before anything
 * reaches the wallet, the chain switch included), the evidence of an earlier claim (`recover`), the send (`send`:
 * claim, prompt, hash persisted), the receipt (`confirm`) and, for a deposit, the service seeing it. An item that
 * already went out (its hash recorded, or sent by a batch) is only confirmed.
 */
async function runItem({
  adapter,
  batched,
  seen,
  ...parameters
}: AdapterItemParameters<TransactionStepItem> & {
  adapter: ChainAdapter<TransactionStepItem>
  /** What a batch sent for the item. */
  batched: SentItem | undefined
  seen: RunStepsParameters['awaitDepositSeen']
}): Promise<void> {
  const { ctx, step, item, data } = parameters
  const recorded = ctx.progress().steps[step]!.items[item]!.txHash
  const known = batched ?? (recorded ? { hash: recorded } : undefined)
  // Safety checks: the wallet is not asked (nor switched) when one fails.
  if (!known) adapter.checkItem(parameters)
  const sent = known ?? (await adapter.recover(parameters)) ?? (await adapter.send(parameters))
  const confirmed = await adapter.confirm({ ...parameters, sent })
  if (data.check) await seen({ ...parameters, hash: confirmed.hash })
  // Done with this item: its claim goes, unless it also covers a later item of the same batch.
  const claim = ctx.claim()
  const covered = claimOffset(claim, step, item)
  if (claim && covered >= 0 && covered + 1 >= (claim.batch ?? 1)) ctx.setClaim(undefined)
  ctx.apply({ type: 'confirmed', step, item })
}
