import type { ExecutionProgress } from '../execution/types'
import type { Quote } from '../schemas/quoteSchema'
import type { StatusResult } from '../schemas/statusResultSchema'
import type { PaymentReceipt, PaymentRequest } from './PaymentRequest'

/**
 * The receipt of a payment whose request succeeded (undefined otherwise): the owed amount to the recipient, what
 * the buyer sent (the quote's input, also when the service said `success` before this page's run tracked it), the
 * deposit and fill transactions from the request's status, the reference.
 * Without this page's execution (another browser paid, or the store forgot it), `known` gives the request the
 * merchant or the ledger names and the service's status of it: the receipt then says what was paid and where,
 * without the buyer's side the quote alone knew (`from.amount` is empty).
 *
 * @example
 * const receipt = toPaymentReceipt(payment, quote, progress)
 */
export function toPaymentReceipt(
  payment: PaymentRequest,
  quote: Quote | undefined,
  progress: ExecutionProgress | undefined,
  known?: { requestId: string; request: StatusResult | undefined } | undefined,
): PaymentReceipt | undefined {
  const paid = {
    chainId: payment.chainId,
    currency: payment.currency,
    amount: payment.amount,
    recipient: payment.recipient,
  }
  // The service may say `success` before this page's run has tracked it there: the receipt is the quote's all the same.
  const request = known?.request?.status === 'success' ? known.request : progress?.request
  const succeeded = progress?.status === 'success' || request?.status === 'success'
  if (quote && progress && succeeded) {
    const input = quote.details?.currencyIn
    return {
      requestId: progress.requestId,
      reference: payment.reference,
      paid,
      from: {
        chainId: input?.currency.chainId ?? request?.originChainId ?? 0,
        currency: input?.currency.address ?? '',
        amount: input?.amount ?? '',
        symbol: input?.currency.symbol,
        decimals: input?.currency.decimals,
      },
      depositTxHashes: request?.inTxHashes ?? [],
      fillTxHashes: request?.txHashes ?? [],
      method: progress.depositAddress ? 'deposit-address' : 'wallet',
    }
  }
  if (!known) return undefined
  return {
    requestId: known.requestId,
    reference: payment.reference,
    paid,
    from: { chainId: known.request?.originChainId ?? 0, currency: '', amount: '' },
    depositTxHashes: known.request?.inTxHashes ?? [],
    fillTxHashes: known.request?.txHashes ?? [],
    method: progress?.depositAddress ? 'deposit-address' : 'wallet',
  }
}
