/**
 * An order as the merchant's server knows it: the truth a checkout follows in every browser. `open` (payable),
 * `paying` (a payment is in flight: `requestId` names it), `paid` (by `requestId`), `expired` or `refunded`
 * (closed: nothing more is paid). Only `open` lets a checkout offer Pay.
 */
export type PaymentOrder = {
  status: 'open' | 'paying' | 'paid' | 'expired' | 'refunded'
  /** The request that pays (`paying`) or paid (`paid`) the order, when the merchant knows it. */
  requestId?: string | null | undefined
}
