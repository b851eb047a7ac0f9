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
  /**
   * A payment in flight whose request the service still does not list (no deposit seen) after this long may be
   * replaced by another request: its quote has expired. Defaults to 10 minutes (the simulator's quote deadline).
   */
  inFlightMs?: number
  /** Defaults to `Date.now`. */
  now?: () => number
}

/** Orders listed by `GET /orders`. */
const listed = 20

/**
 * The demo shop's routes (mounted at `/demo/shop`): `POST /orders` opens an order for the sample item at the
 * server's price, `GET /orders` lists the newest, `GET /orders/:id` says where one stands (open, paying with a
 * request, paid, expired), `POST /orders/:id/payment` `{requestId}` is the checkout's press (409 when the order is
 * paid or closed, or another request is in flight: a payable order is handed out once), `DELETE
 * /orders/:id/payment/:requestId` reopens it when that request sent nothing (the service lists no deposit of it),
 * `POST /webhook` receives the service's status webhook (`createMerchantWebhookHandler` of `@crosspay/core/server`:
 * verified, fresh, read from the service's record, recorded once in the database). An order turns paid only from the
 * service's record, never from anything the browser says; a refunded or failed request in flight reopens it.
 */
export function createShopRoutes(options: CreateShopRoutesOptions): Hono {
  const now = options.now ?? Date.now
  const inFlightMs = options.inFlightMs ?? 10 * 60_000
  const shop = new Hono()
  shop.onError((error, c) => {
    console.error('crosspay demo shop:', error)
    return c.json({ error: 'the shop’s database or the service is unavailable' }, 503)
  })
  /** The service lists no deposit of `requestId` (or it ended refunded or failed): it moved no money to the shop. */
  const movedNothing = async (merchant: Merchant, requestId: string) => {
    const recorded = await merchant.reader.byId(requestId)
    return recorded === undefined || recorded.status === 'refund' || recorded.status === 'failure'
  }
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
  shop.post('/orders/:id/payment', async (c) => {
    const { book, merchant } = await options.ready()
    const id = c.req.param('id')
    const body = (await c.req.json().catch(() => null)) as { requestId?: unknown } | null
    const requestId = body?.requestId
    if (typeof requestId !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(requestId))
      return c.json({ error: 'requestId must be a 32-byte hex string' }, 400)
    const before = await book.get(id)
    const old = before?.status === 'paying' ? before.payingWith : null
    const stale =
      old !== null &&
      old.toLowerCase() !== requestId.toLowerCase() &&
      now() - (before?.payingSince ?? 0) > inFlightMs &&
      (await movedNothing(merchant, old))
    const { result, order } = await book.startPayment(id, requestId, stale && old ? old : undefined)
    if (result === 'unknown') return c.json({ error: 'no such order' }, 404)
    if (result === 'started') return c.json(order)
    const error =
      result === 'paid'
        ? 'this order is paid'
        : result === 'closed'
          ? 'this order is closed'
          : 'another payment of this order is in flight'
    return c.json({ error, order }, 409)
  })
  shop.delete('/orders/:id/payment/:requestId', async (c) => {
    const { book, merchant } = await options.ready()
    const { id, requestId } = c.req.param()
    if (!(await movedNothing(merchant, requestId)))
      return c.json({ error: 'the service has a deposit of this request', order: await book.get(id) }, 409)
    await book.releasePayment(id, requestId)
    const order = await book.get(id)
    return order ? c.json(order) : c.json({ error: 'no such order' }, 404)
  })
  shop.post('/webhook', async (c) => {
    const { merchant } = await options.ready()
    return merchant.webhook.handle(c.req.raw)
  })
  return shop
}
