import { createFulfillmentWorker, type OnOrderPaid } from './createFulfillmentWorker'
import { createMerchantWebhookHandler } from './createMerchantWebhookHandler'
import { createReconciler } from './createReconciler'
import { createRequestReader } from './createRequestReader'
import { createSqlMerchantStore } from './createSqlMerchantStore'
import type { MerchantSqlClient } from './MerchantSqlClient'
import type { ReconcileOrdersResult } from './reconcileOrders'

/** Options of {@link createMerchant}. */
export type CreateMerchantParameters = {
  /** The database: PGlite (`new PGlite(dataDir)`) or `fromPgPool(new pg.Pool({ connectionString }))`. */
  client: MerchantSqlClient
  /** The service's base URL (server side) and the integrator's key, to read request records with. */
  upstream: string
  apiKey: string
  /** The webhook secret shared with the service. */
  secret: string
  /** Fulfillment: runs once per paid order (see `createFulfillmentWorker`). */
  onOrderPaid: OnOrderPaid
  /** Stale-delivery window, ms. Defaults to 5 minutes. */
  toleranceMs?: number
  /** Reconciliation interval, ms. Defaults to 60 seconds. */
  reconcileIntervalMs?: number
  /** Fulfillment lease, ms. Defaults to 60 seconds. */
  leaseMs?: number
  /** Fulfillment poll and first retry delay, ms. Default to 1 second. */
  pollMs?: number
  retryMs?: number
  /** This instance's name in the outbox. Defaults to a random one. */
  worker?: string
  /** `fetch` for the service. Defaults to the global one. */
  fetch?: typeof fetch
  /** Defaults to `Date.now`. */
  now?: () => number
  /** Told about failed fulfillment attempts and reconciliation reads. Defaults to nothing. */
  onError?: (error: unknown) => void
}

/**
 * The merchant's server side in one object: the SQL store, the webhook handler, the fulfillment worker and the
 * reconciler, wired together (a delivery or a pass that pays an order wakes the worker). Call `start()` once
 * (migrates, then reconciles and fulfils what is pending), `stop()` on shutdown.
 *
 * @param parameters - Database, service, secret, fulfillment.
 * @returns `store`, `webhook` (`handle(request)`), `reconcile()`, `fulfil()`, `start()`, `stop()`.
 *
 * @example
 * const merchant = createMerchant({
 *   client: new PGlite('./data/merchant'),
 *   upstream: process.env.CROSSPAY_UPSTREAM!, apiKey: process.env.CROSSPAY_API_KEY!,
 *   secret: process.env.CROSSPAY_WEBHOOK_SECRET!,
 *   onOrderPaid: async (order) => ship(order.metadata),
 * })
 * await merchant.start()
 * app.post('/webhook', (c) => merchant.webhook.handle(c.req.raw))
 */
export function createMerchant(parameters: CreateMerchantParameters) {
  const now = parameters.now ?? Date.now
  const store = createSqlMerchantStore({ client: parameters.client })
  const reader = createRequestReader({
    upstream: parameters.upstream,
    apiKey: parameters.apiKey,
    ...(parameters.fetch ? { fetch: parameters.fetch } : {}),
  })
  const worker = createFulfillmentWorker({
    store,
    onOrderPaid: parameters.onOrderPaid,
    now,
    ...(parameters.worker ? { worker: parameters.worker } : {}),
    ...(parameters.leaseMs !== undefined ? { leaseMs: parameters.leaseMs } : {}),
    ...(parameters.pollMs !== undefined ? { pollMs: parameters.pollMs } : {}),
    ...(parameters.retryMs !== undefined ? { retryMs: parameters.retryMs } : {}),
    ...(parameters.onError ? { onError: parameters.onError } : {}),
  })
  const webhook = createMerchantWebhookHandler({
    store,
    reader,
    secret: parameters.secret,
    now,
    onPaid: () => worker.kick(),
    ...(parameters.toleranceMs !== undefined ? { toleranceMs: parameters.toleranceMs } : {}),
  })
  const reconciler = createReconciler({
    store,
    reader,
    now,
    onResult: (result: ReconcileOrdersResult) => {
      if (result.paid.length > 0) worker.kick()
    },
    ...(parameters.reconcileIntervalMs !== undefined ? { intervalMs: parameters.reconcileIntervalMs } : {}),
    ...(parameters.onError ? { onError: parameters.onError } : {}),
  })
  return {
    store,
    reader,
    webhook,
    /** One reconciliation pass now (waits for one under way first). */
    reconcile: reconciler.run,
    /** Runs pending fulfillments now; answers how many completed. */
    fulfil: worker.drain,
    /** Migrates, then starts the reconciler (a pass now, then on its interval) and the fulfillment worker. */
    async start() {
      await store.migrate()
      reconciler.start()
      worker.start()
    },
    /** Stops both loops and waits for work under way. */
    async stop() {
      await reconciler.stop()
      await worker.stop()
    },
  }
}

/** What {@link createMerchant} returns. */
export type Merchant = ReturnType<typeof createMerchant>
