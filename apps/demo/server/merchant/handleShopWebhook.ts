import { verifyWebhook } from '@crosspay/core/server'
import type { OrderBook } from './createOrderBook'
import type { RecordedPayment } from './readPayment'

/** What {@link handleShopWebhook} needs. */
export type ShopWebhookContext = {
  book: OrderBook
  secret: string
  /** Deliveries older (or newer) than this are refused as stale, ms. */
  toleranceMs: number
  now: () => number
  /** The service's own record of a request (fetched by the server with its key). */
  readPayment: (requestId: string) => Promise<RecordedPayment | undefined>
}

/** The answer to a delivery: HTTP status and what happened (for logs and tests). */
export type ShopWebhookResult = { status: 200 | 400 | 401; outcome: string }

const same = (a: string | undefined | null, b: string | undefined | null) =>
  Boolean(a && b && a.toLowerCase() === b.toLowerCase())

/**
 * One webhook delivery, in the order a merchant must check it: the signature over the raw body (`verifyWebhook`:
 * a forged body is refused, 401), the delivery's `timestamp` within `toleranceMs` of now (a replay of an old
 * delivery is refused, 400), then `requestId` + `status` seen once (a repeat is acknowledged and ignored). Only a
 * `success` pays an order, and only when the service's own record of the request says it paid exactly the order:
 * its reference names the order, the recipient, chain and currency are the order's, the amount received is the
 * owed amount. A paid order never changes again. A `refund` or `failure` the service's record confirms reopens
 * the order when that request was the one in flight.
 */
export async function handleShopWebhook(
  context: ShopWebhookContext,
  rawBody: string,
  signature: string | null | undefined,
): Promise<ShopWebhookResult> {
  if (!(await verifyWebhook(rawBody, signature, context.secret)))
    return { status: 401, outcome: 'bad signature' }
  let event: { timestamp?: unknown; data?: { requestId?: unknown; status?: unknown } }
  try {
    event = JSON.parse(rawBody)
  } catch {
    return { status: 400, outcome: 'not JSON' }
  }
  const timestamp = Number(event.timestamp)
  if (!Number.isFinite(timestamp) || Math.abs(context.now() - timestamp) > context.toleranceMs)
    return { status: 400, outcome: 'stale timestamp' }
  const requestId = event.data?.requestId
  const status = event.data?.status
  if (typeof requestId !== 'string' || typeof status !== 'string')
    return { status: 400, outcome: 'no request' }
  if (!context.book.firstDelivery(requestId, status)) return { status: 200, outcome: 'duplicate' }
  const ended = status === 'refund' || status === 'failure'
  if (status !== 'success' && !ended) return { status: 200, outcome: `noted ${status}` }
  const payment = await context.readPayment(requestId)
  const order = payment?.reference ? context.book.get(payment.reference) : undefined
  if (!payment || !order) return { status: 200, outcome: 'no order for this request' }
  // The request in flight came back or failed (as the service's own record says): the order is payable again.
  if (ended)
    return payment.status === status && context.book.releasePayment(order.id, requestId)
      ? { status: 200, outcome: 'reopened' }
      : { status: 200, outcome: `noted ${status}` }
  const exact =
    payment.status === 'success' &&
    same(payment.recipient, order.recipient) &&
    payment.received !== null &&
    payment.received.chainId === order.chainId &&
    same(payment.received.currency, order.currency) &&
    payment.received.amount === order.amount
  if (!exact) return { status: 200, outcome: 'the request does not pay this order exactly' }
  return context.book.markPaid(order.id, requestId, context.now())
    ? { status: 200, outcome: 'paid' }
    : { status: 200, outcome: 'already paid' }
}
