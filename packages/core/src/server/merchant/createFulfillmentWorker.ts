import type { MerchantOrder } from './MerchantOrder'
import type { MerchantStore } from './MerchantStore'

/** The merchant's fulfillment: ship, email, credit. Runs once per paid order; resolve when done, throw to retry. */
export type OnOrderPaid = (order: MerchantOrder, context: { attempt: number }) => Promise<void> | void

/** Options of {@link createFulfillmentWorker}. */
export type CreateFulfillmentWorkerParameters = {
  store: MerchantStore
  onOrderPaid: OnOrderPaid
  /** This instance's name in the outbox's `claimed_by`. Defaults to a random one. */
  worker?: string
  /**
   * How long a claim holds, ms: a worker that dies mid-fulfillment frees its order after this. Make it longer than
   * `onOrderPaid` ever takes. Defaults to 60 seconds.
   */
  leaseMs?: number
  /** First retry delay after `onOrderPaid` throws, doubled per attempt up to 10 minutes, ms. Defaults to 1 second. */
  retryMs?: number
  /** How often `start()` polls for work (besides `kick()`), ms. Defaults to 1 second. */
  pollMs?: number
  /** Defaults to `Date.now`. */
  now?: () => number
  /** Told about a failed attempt (the order is retried). Defaults to nothing. */
  onError?: (error: unknown, order?: MerchantOrder) => void
}

/**
 * Runs `onOrderPaid` for every paid order from the outbox: claims a row in a transaction (`for update skip
 * locked`, a lease), calls `onOrderPaid`, marks the row done when it returns; a throw releases it for a retry
 * with backoff; a crash leaves the lease to run out and another instance (or this one, restarted) takes it.
 * So `onOrderPaid` completes once per order; it may be *started* again only when an instance died (or its lease
 * ran out) inside it, which `context.attempt > 1` tells.
 *
 * @param parameters - Store, callback, timings.
 * @returns `drain()` runs until nothing is claimable now; `start()` polls; `kick()` drains soon; `stop()` waits.
 *
 * @example
 * const worker = createFulfillmentWorker({ store, onOrderPaid: async (order) => ship(order.metadata) })
 * worker.start()
 */
export function createFulfillmentWorker(parameters: CreateFulfillmentWorkerParameters) {
  const { store, onOrderPaid } = parameters
  const worker = parameters.worker ?? `worker-${crypto.randomUUID()}`
  const leaseMs = parameters.leaseMs ?? 60_000
  const retryMs = parameters.retryMs ?? 1000
  const pollMs = parameters.pollMs ?? 1000
  const now = parameters.now ?? Date.now
  let running: Promise<number> | undefined
  let again = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let started = false

  const runOnce = async (): Promise<number> => {
    let done = 0
    for (;;) {
      const claimed = await store.claimFulfillment({ worker, now: now(), leaseMs })
      if (!claimed) return done
      try {
        await onOrderPaid(claimed.order, { attempt: claimed.attempts })
        if (await store.completeFulfillment(claimed.order.reference, worker, now())) done++
      } catch (error) {
        parameters.onError?.(error, claimed.order)
        const delay = Math.min(retryMs * 2 ** (claimed.attempts - 1), 600_000)
        await store.releaseFulfillment(claimed.order.reference, worker, now() + delay, String(error))
      }
    }
  }
  const drain = (): Promise<number> => {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      let total = 0
      do {
        again = false
        total += await runOnce()
      } while (again)
      return total
    })().finally(() => {
      running = undefined
    })
    return running
  }
  const schedule = () => {
    if (!started) return
    timer = setTimeout(() => {
      drain()
        .catch((error) => parameters.onError?.(error))
        .finally(schedule)
    }, pollMs)
    ;(timer as { unref?: () => void }).unref?.()
  }
  return {
    worker,
    drain,
    /** Drains now (in the background) and then every `pollMs`. */
    start() {
      if (started) return
      started = true
      void drain().catch(() => {})
      schedule()
    },
    /** Drains soon (after a delivery marked an order paid). */
    kick() {
      void drain().catch(() => {})
    },
    /** Stops polling and waits for the running drain. */
    async stop() {
      started = false
      clearTimeout(timer)
      await running?.catch(() => {})
    },
  }
}

/** What {@link createFulfillmentWorker} returns. */
export type FulfillmentWorker = ReturnType<typeof createFulfillmentWorker>
