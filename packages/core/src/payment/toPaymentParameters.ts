import type { QuoteParameters } from '../quote/QuoteParameters'
import type { PaymentMethod, PaymentRequest, PaymentSource } from './PaymentRequest'

/**
 * The quote body of a payment: `EXACT_OUTPUT` of the owed `amount` to the fixed `recipient`, from `source`,
 * with the payment's app fees, sponsorship and `reference` (as `referrer`). Paying by deposit address asks for
 * one (`useDepositAddress`); its `user` is `refundTo` when given (refunds go there), else the recipient.
 * Undefined while the source or, for a wallet payment, the payer is not known.
 *
 * @example
 * toPaymentParameters(payment, { chainId: 10, currency: usdcOnOp }, { payer: address, method: 'wallet' })
 */
export function toPaymentParameters(
  payment: PaymentRequest,
  source: PaymentSource | undefined,
  options: { payer?: string | undefined; refundTo?: string | undefined; method: PaymentMethod },
): QuoteParameters | undefined {
  if (!source) return undefined
  const byDeposit = options.method === 'deposit-address'
  const user = byDeposit ? (options.refundTo ?? payment.recipient) : options.payer
  if (!user) return undefined
  const s = payment.sponsorship
  return {
    user,
    originChainId: source.chainId,
    destinationChainId: payment.chainId,
    originCurrency: source.currency,
    destinationCurrency: payment.currency,
    amount: payment.amount,
    tradeType: 'EXACT_OUTPUT',
    recipient: payment.recipient,
    ...(byDeposit ? { useDepositAddress: true } : {}),
    ...(byDeposit && options.refundTo ? { refundTo: options.refundTo } : {}),
    ...(payment.appFees?.length ? { appFees: payment.appFees } : {}),
    ...(s?.subsidizeFees !== undefined ? { subsidizeFees: s.subsidizeFees } : {}),
    ...(s?.maxSubsidizationAmount ? { maxSubsidizationAmount: s.maxSubsidizationAmount } : {}),
    // Deposit-address requests do not support `sponsoredFeeComponents` (the interface's sponsorship rule 9).
    ...(s?.sponsoredFeeComponents && !byDeposit ? { sponsoredFeeComponents: s.sponsoredFeeComponents } : {}),
    ...(payment.reference ? { referrer: payment.reference } : {}),
  }
}
