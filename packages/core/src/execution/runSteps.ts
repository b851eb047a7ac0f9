import { ExecutionError } from '../errors/ExecutionError'
import type { Quote } from '../schemas/quoteSchema'
import type { SignatureStepItem } from '../schemas/signatureStepItemSchema'
import type { TransactionStepItem } from '../schemas/transactionStepItemSchema'
import { assertSafeSteps } from './assertSafeQuote'
import type { ExecutionContext } from './ExecutionContext'
import { runBatchedApproval } from './runBatchedApproval'
import { runSignatureItem } from './runSignatureItem'
import { runTransactionItem } from './runTransactionItem'

/**
 * Performs the quote's steps in order, skipping complete items. Each runner gets the quote and the item it
 * performs as arguments; the steps a signature post answers are appended (and persisted) through the context.
 * The safety checks of each item run inside its runner, before anything reaches the wallet.
 */
export async function runSteps(ctx: ExecutionContext, first: Quote, batching: boolean): Promise<void> {
  let quote = first
  for (let i = 0; i < quote.steps.length; i++) {
    const step = quote.steps[i]!
    if (await runBatchedApproval(ctx, quote, i, batching)) {
      i++ // the step after the approval went in the same batch
      continue
    }
    for (let j = 0; j < step.items.length; j++) {
      ctx.signal.throwIfAborted()
      const item = step.items[j] as TransactionStepItem | SignatureStepItem
      if (item.status === 'complete' || ctx.progress().steps[i]?.items[j]?.state === 'complete') continue
      if (step.kind === 'transaction') await runTransactionItem(ctx, quote, i, j, item as TransactionStepItem)
      else if (step.kind === 'signature') {
        const added = await runSignatureItem(ctx, quote, i, j, item as SignatureStepItem)
        if (added.length) {
          // The added steps pass the same checks before any of them reaches the wallet, and the run's one total
          // bounds them together with the quote's.
          assertSafeSteps(ctx, [...quote.steps, ...added], quote.steps.length)
          quote = ctx.appendSteps(added)
        }
      } else
        throw new ExecutionError({
          reason: 'unsafe',
          check: 'step-kind',
          step: step.id,
          funds: ctx.progress().funds,
          shortMessage: `This version cannot perform a "${step.kind}" step. Nothing was sent.`,
        })
    }
  }
}
