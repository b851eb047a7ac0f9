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
   * `open` (payable); `paying` once a checkout announced the request that pays it (`payingWith`: no other request
   * is accepted while it may still land; a refunded or failed one reopens it); `paid` once the service's record
   * shows a request that paid exactly this (from its webhook or from reconciliation), once; `expired` when its time
   * ran out with no payment in flight. (`refunded`: the merchant refunded it; the demo never does.)
   */
  status: 'open' | 'paying' | 'paid' | 'expired' | 'refunded'
  /** The request a checkout announced (or the service showed) for this order, while it is in flight. */
  payingWith: string | null
  /** When that request was attached (ms). */
  payingSince: number | null
  /** The service's last status for that request (`waiting`, `pending`, …), or null. */
  requestStatus: string | null
  /** The request that paid it. */
  paidBy: string | null
  /** When the server marked it paid (ms). */
  paidAt: number | null
  /** When it was opened and when it expires (ms). */
  createdAt: number
  expiresAt: number
}
