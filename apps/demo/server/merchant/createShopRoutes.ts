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
  /**
   * A payment in flight whose request the service still does not list (no deposit seen) after this long may be
   * replaced by another request: its quote has expired. Defaults to 10 minutes (the simulator's quote deadline).
   */
  inFlightMs?: number
  /** `fetch` for the service (an in-process simulator's in tests). Defaults to the global one. */
  fetch?: typeof fetch
}

/**
 * The demo shop's server side (mount it at `/demo/shop`): `POST /orders` opens an order for the sample item at the
 * server's price, `GET /orders/:id` says where it stands (open, paying with a request, paid), `POST
 * /orders/:id/payment` `{requestId}` is the checkout's press (409 when the order is paid, or another request is in
 * flight: a payable order is handed out once), `DELETE /orders/:id/payment/:requestId` reopens it when that request
 * sent nothing (the service lists no deposit of it), `POST /webhook` receives the service's status webhook
 * ({@link handleShopWebhook}: verified, fresh, deduplicated, checked against the service's record). An order turns
 * paid only from the webhook, never from anything the browser says; a refunded request reopens it.
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
  const inFlightMs = options.inFlightMs ?? 10 * 60_000
  /** The service lists no deposit of `requestId` (or it ended refunded or failed): it moved no money to the shop. */
  const movedNothing = async (requestId: string) => {
    const recorded = await context.readPayment(requestId)
    return recorded === undefined || recorded.status === 'refund' || recorded.status === 'failure'
  }
  shop.post('/orders/:id/payment', async (c) => {
    const id = c.req.param('id')
    const body = (await c.req.json().catch(() => null)) as { requestId?: unknown } | null
    const requestId = body?.requestId
    if (typeof requestId !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(requestId))
      return c.json({ error: 'requestId must be a 32-byte hex string' }, 400)
    const before = book.get(id)
    const old = before?.status === 'paying' ? before.payingWith : null
    const stale =
      old !== null &&
      old.toLowerCase() !== requestId.toLowerCase() &&
      context.now() - (before?.payingSince ?? 0) > inFlightMs &&
      (await movedNothing(old))
    const result = book.startPayment(id, requestId, context.now(), (with_) => with_ === old && stale)
    if (result === 'unknown') return c.json({ error: 'no such order' }, 404)
    const order = book.get(id)
    if (result === 'started') return c.json(order)
    return c.json(
      {
        error: result === 'paid' ? 'this order is paid' : 'another payment of this order is in flight',
        order,
      },
      409,
    )
  })
  shop.delete('/orders/:id/payment/:requestId', async (c) => {
    const { id, requestId } = c.req.param()
    if (!(await movedNothing(requestId)))
      return c.json({ error: 'the service has a deposit of this request', order: book.get(id) }, 409)
    book.releasePayment(id, requestId)
    const order = book.get(id)
    return order ? c.json(order) : c.json({ error: 'no such order' }, 404)
  })
  shop.post('/webhook', async (c) => {
    const result = await handleShopWebhook(context, await c.req.text(), c.req.header('x-signature'))
    return c.json({ outcome: result.outcome }, result.status)
  })
  return shop
}
