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
  /** `open` until a verified webhook reports a request that paid exactly this; then `paid`, once. */
  status: 'open' | 'paid'
  /** The request that paid it. */
  paidBy: string | null
  /** When the server marked it paid (ms). */
  paidAt: number | null
}
