import type { Quote } from '../schemas/quoteSchema'

/** Whether a quote has a Solana item: a transaction item of instructions (no EVM `to`), paid from a Solana wallet. */
export function hasSvmItems(quote: Quote): boolean {
  return quote.steps.some(
    (step) =>
      step.kind === 'transaction' &&
      step.items.some((item) =>
        Array.isArray((item.data as { instructions?: unknown } | undefined)?.instructions),
      ),
  )
}
