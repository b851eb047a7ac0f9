/** An order of the demo shop, as its server keeps it and `GET /demo/shop/orders/:id` answers it. */
export type ShopOrder = {
  /** The order id: the checkout's `reference`, sent as the quote's `referrer`. */
  id: string
  item: string
  /** What the merchant is owed: exactly `amount` (smallest units) of `currency` on `chainId`, to `recipient`. */
  recipient: `0x${string}`
  chainId: number
  currency: `0x${string}`
  amount: string
  /**
   * `open` until the service's record shows a request that paid exactly this (from its webhook or from
   * reconciliation); then `paid`, once. `expired` when its time ran out with no payment in flight; `refunded` when
   * the request paying it was refunded.
   */
  status: 'open' | 'paid' | 'expired' | 'refunded'
  /** The request paying it (in flight while `open`), or the one that paid it; null when none is known. */
  requestId: string | null
  /** The service's last status for `requestId` (`waiting`, `pending`, `success`, …), or null. */
  requestStatus: string | null
  /** The request that paid it (null until `paid`). */
  paidBy: string | null
  /** When the server marked it paid (ms). */
  paidAt: number | null
  /** When it was opened and when it expires (ms). */
  createdAt: number
  expiresAt: number
}
