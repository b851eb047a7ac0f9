import { ExecutionError } from '../../errors/ExecutionError'
import type { QuoteParameters } from '../../quote/QuoteParameters'
import type { Quote } from '../../schemas/quoteSchema'
import type { SignatureStepItem } from '../../schemas/signatureStepItemSchema'
import type { TransactionStepItem } from '../../schemas/transactionStepItemSchema'
import type { ExecutionContext } from '../ExecutionContext'
import { splitEndpoint } from '../service/splitEndpoint'
import { assertQuoteMatchesRequest } from './assertQuoteMatchesRequest'
import { assertRunTotal } from './assertRunTotal'
import { assertSafeSignature } from './assertSafeSignature'
import { assertSafeTransaction } from './assertSafeTransaction'
import { toSafetyParameters } from './toSafetyParameters'

/**
 * The pre-flight of `executeQuote`, before the first item reaches the wallet: the quote against the body the user
 * asked for (`assertQuoteMatchesRequest`), then every unfinished item of every step, not only the next one: its
 * `check` and `post` endpoints (`splitEndpoint`), each transaction (`assertSafeTransaction`, its calldata read by the
 * service's ABI table) and each signature (`assertSafeSignature`), and the run's total (`assertRunTotal`). So a
 * deposit that would be refused never has its approval sent first, and a foreign endpoint is refused before anything
 * is sent or signed, never after. Throws the first `ExecutionError` (`unsafe`).
 */
export function assertSafeQuote(ctx: ExecutionContext, quote: Quote, parameters: QuoteParameters): void {
  assertQuoteMatchesRequest(quote, parameters)
  assertSafeSteps(ctx, quote.steps, 0)
}

/**
 * The item checks of {@link assertSafeQuote} for `steps[firstIndex]` on (all of the quote's, or those a signature post
 * added, placed after the quote's), then one total over all of `steps`: every step the run will ever execute. Items
 * already sent, signed or complete are not checked again, but count in the total. Every step names this request.
 */
export function assertSafeSteps(ctx: ExecutionContext, steps: Quote['steps'], firstIndex: number) {
  const progress = ctx.progress()
  if (progress.depositAddress) return
  steps.slice(firstIndex).forEach((step, k) => {
    const i = firstIndex + k
    if (step.requestId && step.requestId.toLowerCase() !== ctx.requestId.toLowerCase())
      throw new ExecutionError({
        reason: 'unsafe',
        check: 'calldata-request',
        step: step.id,
        shortMessage: `The step "${step.id}" is for another request (${step.requestId}): nothing was sent.`,
      })
    step.items.forEach((raw, j) => {
      const done = progress.steps[i]?.items[j]
      const item = raw as (TransactionStepItem | SignatureStepItem) & { status?: string }
      if (item.status === 'complete' || done?.state === 'complete') return
      if (item.check) splitEndpoint(item.check.endpoint, step.id)
      const safety = toSafetyParameters({ ctx, steps, step: i, item: j })
      // An SVM item is checked by the SVM adapter (`createSvmAdapter`), before any prompt too.
      const svm =
        ctx.chains.find((c) => c.id === (item as TransactionStepItem).data?.chainId)?.vmType === 'svm'
      if (step.kind === 'transaction' && !done?.txHash && !svm)
        assertSafeTransaction(item as TransactionStepItem, safety)
      if (step.kind === 'signature') {
        const signature = item as SignatureStepItem
        if (signature.data.post) splitEndpoint(signature.data.post.endpoint, step.id)
        if (!done?.signature) assertSafeSignature(signature, safety)
      }
    })
  })
  assertRunTotal(steps, ctx)
}
