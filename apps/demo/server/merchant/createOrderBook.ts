import type { MerchantStore } from '@crosspay/core/server'
import type { ShopOrder } from '../../shared/ShopOrder'
import { toShopOrder } from './toShopOrder'

/** What an order is for: the sample item and its price. */
export type OrderTerms = Pick<ShopOrder, 'item' | 'recipient' | 'chainId' | 'currency' | 'amount'>

/** The demo shop's orders, kept in the merchant store (PGlite or Postgres), in the shape the page reads. */
export type OrderBook = {
  /** Opens an order for `terms`, open for `ttlMs`. */
  create(terms: OrderTerms, ttlMs: number): Promise<ShopOrder>
  get(id: string): Promise<ShopOrder | undefined>
  /** The newest `limit` orders. */
  list(limit: number): Promise<ShopOrder[]>
  /**
   * Records that `requestId` is about to pay order `id` (the checkout's press): `started` (or already that
   * request's), `paid` (never paid twice), `busy` (another request is in flight and is not `replace`), `closed`
   * (expired), `unknown`. Answers the order after it.
   */
  startPayment(
    id: string,
    requestId: string,
    replace?: string,
  ): Promise<{ result: 'started' | 'paid' | 'busy' | 'closed' | 'unknown'; order: ShopOrder | undefined }>
  /** Reopens order `id` if `requestId` is the one in flight; false otherwise. */
  releasePayment(id: string, requestId: string): Promise<boolean>
}

/** The order book over `store`: ids are the store's random references (`order-<hex>`). */
export function createOrderBook(store: MerchantStore, now: () => number = Date.now): OrderBook {
  return {
    async create(terms, ttlMs) {
      const { item, ...owed } = terms
      const at = now()
      return toShopOrder(
        await store.createOrder({ ...owed, expiresAt: at + ttlMs, now: at, metadata: { item } }),
      )
    },
    get: async (id) => {
      const order = await store.getOrder(id)
      return order ? toShopOrder(order) : undefined
    },
    list: async (limit) => (await store.listOrders({ limit })).map(toShopOrder),
    async startPayment(id, requestId, replace) {
      const { result, order } = await store.claimPayment({
        reference: id,
        requestId,
        now: now(),
        ...(replace ? { replace } : {}),
      })
      return { result, order: order ? toShopOrder(order) : undefined }
    },
    releasePayment: (id, requestId) => store.releasePayment({ reference: id, requestId, now: now() }),
  }
}
