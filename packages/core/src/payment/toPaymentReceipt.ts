import type { ExecutionProgress } from '../execution/types'
import type { Quote } from '../schemas/quoteSchema'
import type { PaymentReceipt, PaymentRequest } from './PaymentRequest'

/**
 * The receipt of a payment whose request succeeded (undefined otherwise): the owed amount to the recipient, what
 * the buyer sent (the quote's input), the deposit and fill transactions from the request's status, the reference.
 *
 * @example
 * const receipt = toPaymentReceipt(payment, quote, progress)
 */
export function toPaymentReceipt(
  payment: PaymentRequest,
  quote: Quote | undefined,
  progress: ExecutionProgress | undefined,
): PaymentReceipt | undefined {
  if (!quote || progress?.status !== 'success') return undefined
  const input = quote.details?.currencyIn
  return {
    requestId: progress.requestId,
    reference: payment.reference,
    paid: {
      chainId: payment.chainId,
      currency: payment.currency,
      amount: payment.amount,
      recipient: payment.recipient,
    },
    from: {
      chainId: input?.currency.chainId ?? progress.request?.originChainId ?? 0,
      currency: input?.currency.address ?? '',
      amount: input?.amount ?? '',
      symbol: input?.currency.symbol,
      decimals: input?.currency.decimals,
    },
    depositTxHashes: progress.request?.inTxHashes ?? [],
    fillTxHashes: progress.request?.txHashes ?? [],
    method: progress.depositAddress ? 'deposit-address' : 'wallet',
  }
}
