import {
  type ReconcileOrdersParameters,
  type ReconcileOrdersResult,
  reconcileOrders,
} from './reconcileOrders'

/** Options of {@link createReconciler}. */
export type CreateReconcilerParameters = Omit<ReconcileOrdersParameters, 'now'> & {
  /** Time between passes, ms. Defaults to 60 seconds. */
  intervalMs?: number
  /** Defaults to `Date.now`. */
  now?: () => number
  /** Told after every pass (to wake the fulfillment worker when it paid orders, or to log). */
  onResult?: (result: ReconcileOrdersResult) => void
}

/**
 * Runs {@link reconcileOrders} on start-up, every `intervalMs` and on demand (`run()`; a call during a pass waits
 * for that pass and then runs one more, so what it asks about is current). Timers are unref'd.
 *
 * @param parameters - Store, reader, interval.
 * @returns `start()`, `run()`, `stop()`.
 *
 * @example
 * const reconciler = createReconciler({ store, reader, intervalMs: 30_000 })
 * reconciler.start()
 */
export function createReconciler(parameters: CreateReconcilerParameters) {
  const intervalMs = parameters.intervalMs ?? 60_000
  const now = parameters.now ?? Date.now
  let current: Promise<ReconcileOrdersResult> | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  let started = false
  const pass = async () => {
    const result = await reconcileOrders({ ...parameters, now: now() })
    parameters.onResult?.(result)
    return result
  }
  const run = (): Promise<ReconcileOrdersResult> => {
    const next: Promise<ReconcileOrdersResult> = (current ?? Promise.resolve())
      .catch(() => undefined)
      .then(pass)
      .finally(() => {
        if (current === next) current = undefined
      })
    current = next
    return next
  }
  const schedule = () => {
    if (!started) return
    timer = setTimeout(() => {
      run()
        .catch((error) => parameters.onError?.(error))
        .finally(schedule)
    }, intervalMs)
    ;(timer as { unref?: () => void }).unref?.()
  }
  return {
    run,
    /** A pass now, then one every `intervalMs`. */
    start() {
      if (started) return
      started = true
      run()
        .catch((error) => parameters.onError?.(error))
        .finally(schedule)
    },
    /** Stops the timer and waits for a pass under way. */
    async stop() {
      started = false
      clearTimeout(timer)
      await current?.catch(() => {})
    },
  }
}

/** What {@link createReconciler} returns. */
export type Reconciler = ReturnType<typeof createReconciler>
