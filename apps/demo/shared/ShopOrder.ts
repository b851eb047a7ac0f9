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
   * is accepted while it may still land); `paid` once a verified webhook reports a request that paid exactly this.
   */
  status: 'open' | 'paying' | 'paid'
  /** The request a checkout announced for this order (`POST /orders/:id/payment`), while it is in flight. */
  payingWith: string | null
  /** When that request was announced (ms). */
  payingSince: number | null
  /** The request that paid it. */
  paidBy: string | null
  /** When the server marked it paid (ms). */
  paidAt: number | null
}
