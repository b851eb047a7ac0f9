/** Where an order stands: `open` until paid; `paid`, `expired` and `refunded` are final (a late exact payment still pays an expired order). */
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
   * terms (or by the checkout through `attachRequest`), the request that paid it once `paid`, cleared when that
   * request failed. Null when no payment is known.
   */
  requestId: string | null
  /** The last status the service reported for `requestId` (`waiting`, `pending`, `success`, …), or null. */
  requestStatus: string | null
  /** Past this (ms), an open order with no payment in flight closes as `expired`. */
  expiresAt: number
  createdAt: number
  updatedAt: number
  /** When it turned `paid` (ms), or null. */
  paidAt: number | null
  /** The merchant's own data for the order (the item, a customer id), kept as JSON. */
  metadata: Record<string, unknown>
}
