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
   * Records that `requestId` is paying the open order `id` (the checkout's word: a hint reconciliation asks the
   * service about, never proof of payment). Set only when the order has no request yet.
   */
  attachRequest(id: string, requestId: string): Promise<ShopOrder | undefined>
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
    attachRequest: async (id, requestId) => {
      const order = await store.attachRequest(id, requestId, now())
      return order ? toShopOrder(order) : undefined
    },
  }
}
