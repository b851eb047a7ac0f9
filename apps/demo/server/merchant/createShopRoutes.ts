import type { Merchant } from '@crosspay/core/server'
import { Hono } from 'hono'
import type { OrderBook, OrderTerms } from './createOrderBook'

/** Options of {@link createShopRoutes}. */
export type CreateShopRoutesOptions = {
  /** The shop once its database is open (opened on first use; a rejection answers 503). */
  ready: () => Promise<{ book: OrderBook; merchant: Merchant }>
  /** Who is paid, where, in what, and how much for the sample item. */
  terms: OrderTerms
  /** How long an order stays open, ms. */
  ttlMs: number
}

/** Orders listed by `GET /orders`. */
const listed = 20

/**
 * The demo shop's routes (mounted at `/demo/shop`): `POST /orders` opens an order for the sample item at the
 * server's price, `GET /orders` lists the newest, `GET /orders/:id` says where one stands, `POST /webhook` receives
 * the service's status webhook (`createMerchantWebhookHandler` of `@crosspay/core/server`: verified, fresh, read
 * from the service's record, recorded once in the database). An order turns paid only from the service's record,
 * never from anything the browser says.
 */
export function createShopRoutes(options: CreateShopRoutesOptions): Hono {
  const shop = new Hono()
  shop.onError((error, c) => {
    console.error('crosspay demo shop:', error)
    return c.json({ error: 'the shop’s database is unavailable' }, 503)
  })
  shop.post('/orders', async (c) => {
    const { book } = await options.ready()
    return c.json(await book.create(options.terms, options.ttlMs), 201)
  })
  shop.get('/orders', async (c) => {
    const { book } = await options.ready()
    return c.json({ orders: await book.list(listed) })
  })
  shop.get('/orders/:id', async (c) => {
    const { book } = await options.ready()
    const order = await book.get(c.req.param('id'))
    return order ? c.json(order) : c.json({ error: 'no such order' }, 404)
  })
  shop.post('/webhook', async (c) => {
    const { merchant } = await options.ready()
    return merchant.webhook.handle(c.req.raw)
  })
  return shop
}
