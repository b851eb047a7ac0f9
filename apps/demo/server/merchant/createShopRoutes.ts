import { Hono } from 'hono'
import type { ShopOrder } from '../../shared/ShopOrder'
import { createOrderBook, type OrderBook } from './createOrderBook'
import { handleShopWebhook } from './handleShopWebhook'
import { readPayment } from './readPayment'

/** Options of {@link createShopRoutes}. */
export type CreateShopRoutesOptions = {
  /** The service (server side) and the key the shop reads request records with. */
  upstream: string
  apiKey: string
  /** The webhook secret shared with the service. */
  secret: string
  /** Who is paid, where, in what, and how much for the sample item. */
  merchant: Pick<ShopOrder, 'recipient' | 'chainId' | 'currency' | 'amount' | 'item'>
  /** Defaults to 5 minutes. */
  toleranceMs?: number
  /** Defaults to `Date.now`. */
  now?: () => number
  /** Defaults to a fresh one. */
  book?: OrderBook
  /** `fetch` for the service (an in-process simulator's in tests). Defaults to the global one. */
  fetch?: typeof fetch
}

/**
 * The demo shop's server side (mount it at `/demo/shop`): `POST /orders` opens an order for the sample item at the
 * server's price, `GET /orders/:id` says whether it is paid, `POST /webhook` receives the service's status webhook
 * ({@link handleShopWebhook}: verified, fresh, deduplicated, checked against the service's record). An order turns
 * paid only from the webhook, never from anything the browser says.
 */
export function createShopRoutes(options: CreateShopRoutesOptions): Hono {
  const book = options.book ?? createOrderBook()
  const context = {
    book,
    secret: options.secret,
    toleranceMs: options.toleranceMs ?? 5 * 60_000,
    now: options.now ?? Date.now,
    readPayment: (requestId: string) =>
      readPayment(options.upstream, options.apiKey, requestId, options.fetch),
  }
  const shop = new Hono()
  shop.post('/orders', (c) => c.json(book.create(options.merchant), 201))
  shop.get('/orders/:id', (c) => {
    const order = book.get(c.req.param('id'))
    return order ? c.json(order) : c.json({ error: 'no such order' }, 404)
  })
  shop.post('/webhook', async (c) => {
    const result = await handleShopWebhook(context, await c.req.text(), c.req.header('x-signature'))
    return c.json({ outcome: result.outcome }, result.status)
  })
  return shop
}
