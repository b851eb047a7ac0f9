import type { RequestReader } from './createRequestReader'
import type { MerchantOrder } from './MerchantOrder'
import type { MerchantStore } from './MerchantStore'
import type { RequestPayment } from './RequestPayment'

/** Options of {@link reconcileOrders}. */
export type ReconcileOrdersParameters = {
  store: MerchantStore
  reader: RequestReader
  /** Defaults to `Date.now()`. */
  now?: number
  /** Told about each order (or recipient) whose read or write failed; the pass goes on. */
  onError?: (error: unknown) => void
}

/** What one pass found and did. */
export type ReconcileOrdersResult = {
  /** Open orders looked at. */
  checked: number
  /** Records applied, by outcome (`paid`, `payment in flight`, …); duplicates are not counted. */
  applied: Record<string, number>
  /** References of the orders closed as expired. */
  expired: string[]
  /** Reads or writes that failed (retried on the next pass). */
  failed: number
  /** The orders turned paid by this pass (their fulfillment rows are committed). */
  paid: MerchantOrder[]
}

/**
 * One reconciliation pass: what a missed webhook would have done. For every open order, the service's record of
 * its request (`/requests/v3?id=`), and for open orders without one, the recipient's records since the oldest of
 * them (`/requests/v3?recipient=`), matched by reference; each record is applied as an event under its own status
 * (`store.applyPayment`, source `reconciliation`: already applied → nothing). Then open orders past `expiresAt`
 * with no payment in flight close as `expired`.
 *
 * @param parameters - Store, reader, clock.
 * @returns What it did.
 *
 * @example
 * const result = await reconcileOrders({ store, reader })
 */
export async function reconcileOrders(parameters: ReconcileOrdersParameters): Promise<ReconcileOrdersResult> {
  const { store, reader } = parameters
  const now = parameters.now ?? Date.now()
  const result: ReconcileOrdersResult = { checked: 0, applied: {}, expired: [], failed: 0, paid: [] }
  const fail = (error: unknown) => {
    result.failed++
    parameters.onError?.(error)
  }
  const apply = async (payment: RequestPayment) => {
    const applied = await store.applyPayment({
      payment,
      status: payment.status,
      source: 'reconciliation',
      now,
    })
    if (applied.duplicate) return
    result.applied[applied.decision.outcome] = (result.applied[applied.decision.outcome] ?? 0) + 1
    if (applied.decision.change === 'paid' && applied.order) result.paid.push(applied.order)
  }
  const open = await store.openOrders()
  result.checked = open.length
  const unattached = new Map<string, MerchantOrder[]>()
  for (const order of open) {
    if (order.requestId === null) {
      const key = order.recipient.toLowerCase()
      unattached.set(key, [...(unattached.get(key) ?? []), order])
      continue
    }
    try {
      const payment = await reader.byId(order.requestId)
      if (payment) await apply(payment)
    } catch (error) {
      fail(error)
    }
  }
  for (const [recipient, orders] of unattached) {
    try {
      const since = Math.min(...orders.map((o) => o.createdAt)) - 60_000
      const references = new Set(orders.map((o) => o.reference))
      for (const payment of await reader.byRecipient(recipient, since))
        if (payment.reference && references.has(payment.reference)) await apply(payment)
    } catch (error) {
      fail(error)
    }
  }
  try {
    result.expired = await store.expireOrders(now)
  } catch (error) {
    fail(error)
  }
  return result
}
