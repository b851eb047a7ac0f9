import type { Quote } from '../schemas/quoteSchema'
import type { PaymentRequest } from './PaymentRequest'

const same = (a: string | undefined | null, b: string | undefined | null) =>
  Boolean(a && b && a.toLowerCase() === b.toLowerCase())

/**
 * Why `quote` does not pay exactly what `payment` owes, or undefined when it does: its details must name the
 * recipient, the destination chain and currency, and an output of exactly the owed amount; every step must
 * belong to one request. A quote from the service is checked like any other input: the checkout never shows
 * or pays a quote that would deliver less, elsewhere or to someone else.
 *
 * @example
 * const problem = checkPaymentQuote(quote, payment) // 'the quote pays 24.9 USDC, not 25 USDC' style reasons
 */
export function checkPaymentQuote(quote: Quote, payment: PaymentRequest): string | undefined {
  const out = quote.details?.currencyOut
  if (!out?.amount || out.amount !== payment.amount)
    return `the quote delivers ${out?.amount ?? 'an unknown amount'}, not the owed ${payment.amount}`
  if (!same(out.currency?.address, payment.currency) || out.currency?.chainId !== payment.chainId)
    return 'the quote delivers another currency or chain than the one owed'
  if (!same(quote.details?.recipient, payment.recipient)) return 'the quote pays another recipient'
  const ids = new Set(quote.steps.map((s) => s.requestId))
  if (quote.steps.length === 0 || ids.size !== 1) return 'the quote has no single request'
  return undefined
}
