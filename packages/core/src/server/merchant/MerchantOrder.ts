/**
 * Where an order stands: `open` until paid (a refunded or failed request in flight reopens it for another payment);
 * `paid` and `expired` are final (a late exact payment still pays an expired order). `refunded` is final too and
 * reserved for the merchant's own refund of a paid order: nothing in the kit sets it yet.
 */
export type MerchantOrderState = 'open' | 'paid' | 'expired' | 'refunded'

/** An order as the merchant store keeps it. Amounts are decimal strings in the currency's smallest unit. */
export type MerchantOrder = {
  /** The order's id, sent as the payment's reference (the quote's `referrer`). */
  reference: string
  /** What the merchant is owed: exactly `amount` of `currency` on `chainId`, to `recipient`. */
  recipient: string
  chainId: number
  currency: string
  amount: string
  state: MerchantOrderState
  /**
   * The request paying it: set by a delivery or reconciliation that found a request in flight for exactly these
   * terms (or by the checkout through `claimPayment`), the request that paid it once `paid`, cleared when that
   * request failed. Null when no payment is known.
   */
  requestId: string | null
  /** The last status the service reported for `requestId` (`waiting`, `pending`, `success`, …), or null. */
  requestStatus: string | null
  /** When `requestId` was attached (ms), or null. */
  requestAt: number | null
  /** Past this (ms), an open order with no payment in flight closes as `expired`. */
  expiresAt: number
  createdAt: number
  updatedAt: number
  /** When it turned `paid` (ms), or null. */
  paidAt: number | null
  /** The merchant's own data for the order (the item, a customer id), kept as JSON. */
  metadata: Record<string, unknown>
}
