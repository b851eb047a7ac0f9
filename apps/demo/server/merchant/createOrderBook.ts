import { randomBytes } from 'node:crypto'
import type { ShopOrder } from '../../shared/ShopOrder'

/** What an order is for: the sample item and its price. */
export type OrderTerms = Pick<ShopOrder, 'item' | 'recipient' | 'chainId' | 'currency' | 'amount'>

/** The demo shop's orders (in memory) and the webhook deliveries already handled. */
export type OrderBook = {
  create(terms: OrderTerms): ShopOrder
  get(id: string): ShopOrder | undefined
  /**
   * Records that `requestId` is about to pay order `id` (the checkout's press): `started` (or already that
   * request's), `paid` (never paid twice), `busy` (another request is in flight and not `replaceable`), `unknown`.
   */
  startPayment(
    id: string,
    requestId: string,
    at: number,
    replaceable: (payingWith: string, since: number) => boolean,
  ): 'started' | 'paid' | 'busy' | 'unknown'
  /** Reopens order `id` if `requestId` is the one in flight (it sent nothing, or was refunded); false otherwise. */
  releasePayment(id: string, requestId: string): boolean
  /** Marks an open order paid by `requestId`; false (nothing changes) when it is unknown or already paid. */
  markPaid(id: string, requestId: string, at: number): boolean
  /** Records a delivery (`requestId` + `status`); false when it was handled before (a repeat or a replay). */
  firstDelivery(requestId: string, status: string): boolean
}

/**
 * A fresh in-memory order book: ids are random (`order-<hex>`), one request in flight per order at a time, a paid
 * order never changes again.
 */
export function createOrderBook(): OrderBook {
  const orders = new Map<string, ShopOrder>()
  const deliveries = new Set<string>()
  return {
    create(terms) {
      const order: ShopOrder = {
        ...terms,
        id: `order-${randomBytes(6).toString('hex')}`,
        status: 'open',
        payingWith: null,
        payingSince: null,
        paidBy: null,
        paidAt: null,
      }
      orders.set(order.id, order)
      return order
    },
    get: (id) => orders.get(id),
    startPayment(id, requestId, at, replaceable) {
      const order = orders.get(id)
      if (!order) return 'unknown'
      if (order.status === 'paid') return 'paid'
      const same = order.payingWith?.toLowerCase() === requestId.toLowerCase()
      if (order.status === 'paying' && !same && !replaceable(order.payingWith!, order.payingSince!))
        return 'busy'
      if (!same) orders.set(id, { ...order, status: 'paying', payingWith: requestId, payingSince: at })
      return 'started'
    },
    releasePayment(id, requestId) {
      const order = orders.get(id)
      if (order?.status !== 'paying' || order.payingWith?.toLowerCase() !== requestId.toLowerCase())
        return false
      orders.set(id, { ...order, status: 'open', payingWith: null, payingSince: null })
      return true
    },
    markPaid(id, requestId, at) {
      const order = orders.get(id)
      if (!order || order.status === 'paid') return false
      orders.set(id, { ...order, status: 'paid', paidBy: requestId, paidAt: at })
      return true
    },
    firstDelivery(requestId, status) {
      const key = `${requestId.toLowerCase()}:${status}`
      if (deliveries.has(key)) return false
      deliveries.add(key)
      return true
    },
  }
}
