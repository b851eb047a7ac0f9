import { createMerchant, type Merchant } from '@crosspay/core/server'
import type { Hono } from 'hono'
import { createOrderBook, type OrderBook } from './createOrderBook'
import { createShopRoutes } from './createShopRoutes'
import { openShopDatabase, type ShopDatabaseOptions } from './openShopDatabase'
import { shopMerchant } from './shopMerchant'

/** Options of {@link createDemoShop}. */
export type CreateDemoShopOptions = {
  /** The service (server side) and the key the shop reads request records with. */
  upstream: string
  apiKey: string
  /** The webhook secret shared with the service. */
  secret: string
  /** Where the orders live (see `openShopDatabase`). */
  database: ShopDatabaseOptions
  /** Reconciliation interval, ms. Defaults to 30 seconds. */
  reconcileIntervalMs?: number
  /** How long an order stays open, ms. Defaults to 30 minutes. */
  ttlMs?: number
  /** Defaults to `Date.now`. */
  now?: () => number
  /** `fetch` for the service (an in-process simulator's in tests). Defaults to the global one. */
  fetch?: typeof fetch
  /** Where fulfillment and failures are told. Defaults to `console.log`. */
  log?: (line: string) => void
}

/** The demo's shop: its routes, and its database's lifecycle. */
export type DemoShop = {
  routes: Hono
  /** Opens the database now (it opens on the first request otherwise), migrates, starts reconciliation. */
  start(): Promise<{ where: string }>
  /** The order book and merchant, opening them if needed. */
  ready(): Promise<{ book: OrderBook; merchant: Merchant }>
  /** Stops reconciliation and fulfillment, then closes the database (if it was opened). */
  close(): Promise<void>
}

/**
 * The demo shop on the merchant side of `@crosspay/core/server`: the sample item ({@link shopMerchant}) sold as
 * orders kept in PGlite (or Postgres), paid when the service's record says so (its webhook, or reconciliation
 * every `reconcileIntervalMs` for a webhook that never came), fulfilled once (here: a log line).
 */
export function createDemoShop(options: CreateDemoShopOptions): DemoShop {
  const log = options.log ?? console.log
  const now = options.now ?? Date.now
  let opening:
    | Promise<{ book: OrderBook; merchant: Merchant; where: string; close: () => Promise<void> }>
    | undefined
  const open = () => {
    opening ??= (async () => {
      const database = await openShopDatabase(options.database)
      const merchant = createMerchant({
        client: database.client,
        upstream: options.upstream,
        apiKey: options.apiKey,
        secret: options.secret,
        now,
        reconcileIntervalMs: options.reconcileIntervalMs ?? 30_000,
        ...(options.fetch ? { fetch: options.fetch } : {}),
        onOrderPaid: (order) =>
          log(`crosspay demo shop: order ${order.reference} paid by ${order.requestId}, fulfilled`),
        onError: (error) =>
          log(`crosspay demo shop: ${error instanceof Error ? error.message : String(error)}`),
      })
      try {
        await merchant.start()
      } catch (error) {
        await database.close()
        throw error
      }
      return {
        book: createOrderBook(merchant.store, now),
        merchant,
        where: database.where,
        close: async () => {
          await merchant.stop()
          await database.close()
        },
      }
    })()
    // A failed open is tried again on the next request.
    opening.catch(() => {
      opening = undefined
    })
    return opening
  }
  return {
    routes: createShopRoutes({ ready: open, terms: shopMerchant, ttlMs: options.ttlMs ?? 30 * 60_000, now }),
    start: async () => ({ where: (await open()).where }),
    ready: open,
    async close() {
      const opened = await opening?.catch(() => undefined)
      opening = undefined
      await opened?.close()
    },
  }
}
