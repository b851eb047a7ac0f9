import type { ExecutionStorage } from '../execution/types'

/** Which request paid which merchant reference, persisted (see {@link createPaymentLedger}). */
export type PaymentLedger = {
  /** The request id recorded for `reference`, if any. */
  get(reference: string): string | undefined
  /** Records that `requestId` pays `reference` (written before anything is sent or shown). */
  set(reference: string, requestId: string): void
  /** Forgets `reference`'s request (it ended refunded or failed: the order may be paid anew). */
  remove(reference: string): void
}

const memory = new Map<string, string>()
const fallback: ExecutionStorage = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
}
const defaultStorage = (): ExecutionStorage => {
  try {
    return (globalThis as { localStorage?: ExecutionStorage }).localStorage ?? fallback
  } catch {
    return fallback // access denied (sandboxed iframe): this page only
  }
}

/**
 * The payments of merchant references, kept in `storage` (defaults to `localStorage`, memory where there is none)
 * under `crosspay.payment.<reference>`: after a reload, the checkout of an order finds the request that pays it
 * (to resume it, or to show it paid) instead of quoting a second payment.
 *
 * @example
 * const ledger = createPaymentLedger()
 * ledger.set('order-42', requestId)
 */
export function createPaymentLedger(storage: ExecutionStorage = defaultStorage()): PaymentLedger {
  const key = (reference: string) => `crosspay.payment.${reference}`
  return {
    get: (reference) => storage.getItem(key(reference)) ?? undefined,
    set: (reference, requestId) => storage.setItem(key(reference), requestId),
    remove: (reference) => storage.removeItem(key(reference)),
  }
}
