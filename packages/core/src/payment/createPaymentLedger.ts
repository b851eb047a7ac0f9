import type { ExecutionStorage } from '../execution/types'
import type { PaymentLedgerEntry } from './PaymentLedgerEntry'
import { withPaymentLock } from './withPaymentLock'

/** Which request pays which merchant reference, and what is known of it, persisted (see {@link createPaymentLedger}). */
export type PaymentLedger = {
  /** The entry recorded for `reference`, if any (read from the storage every time: another tab may have written). */
  get(reference: string): PaymentLedgerEntry | undefined
  /** Records what is known of the request that pays `reference` (written before anything is sent). */
  set(reference: string, entry: PaymentLedgerEntry): void
  /** Forgets `reference`'s request (it ended refunded or with nothing sent: the order may be paid anew). */
  remove(reference: string): void
  /** Calls `listener` after every change: this page's writes and another tab's (the `storage` event). */
  subscribe(listener: () => void): () => void
  /**
   * Runs `run()` holding `reference`'s lock (`withPaymentLock`: a Web Lock, else a claim in this storage); resolves
   * `undefined` without running while another tab or page holds it.
   */
  lock<T>(reference: string, run: () => Promise<T>): Promise<T | undefined>
}

const prefix = 'crosspay.payment.'
const states = new Set<PaymentLedgerEntry['state']>(['started', 'sent', 'paid', 'refunded', 'released'])

/** An entry as stored; a bare request id (the ledger's first format) reads as `started`. */
const parse = (raw: string | null): PaymentLedgerEntry | undefined => {
  if (!raw) return undefined
  if (/^0x[0-9a-fA-F]+$/.test(raw)) return { requestId: raw, state: 'started', at: 0 }
  try {
    const entry = JSON.parse(raw) as Partial<PaymentLedgerEntry> | null
    if (typeof entry?.requestId !== 'string' || !entry.state || !states.has(entry.state)) return undefined
    return { requestId: entry.requestId, state: entry.state, at: Number(entry.at) || 0 }
  } catch {
    return undefined
  }
}
const memory = (): ExecutionStorage => {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}
const localStorageOrNothing = (): ExecutionStorage | undefined => {
  try {
    return (globalThis as { localStorage?: ExecutionStorage }).localStorage
  } catch {
    return undefined // access denied (sandboxed iframe)
  }
}

/**
 * The payments of merchant references, kept in `storage` (defaults to `localStorage`, memory where there is none)
 * under `crosspay.payment.<reference>`: the order's own record in this browser, kept apart from the execution
 * store (which prunes finished executions), so a returning buyer's checkout finds the request that pays the order
 * and what is known of it (sent, paid, refunded) instead of quoting a second payment.
 *
 * @example
 * const ledger = createPaymentLedger()
 * ledger.set('order-42', { requestId, state: 'started', at: Date.now() })
 */
export function createPaymentLedger(storage?: ExecutionStorage): PaymentLedger {
  const kept = storage ?? localStorageOrNothing() ?? memory()
  const key = (reference: string) => `${prefix}${reference}`
  const listeners = new Set<() => void>()
  // Each press is its own owner: two presses of one page (two components) exclude each other too.
  const newOwner = () =>
    (globalThis.crypto as { randomUUID?: () => string } | undefined)?.randomUUID?.() ??
    `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`
  const changed = () => {
    for (const listener of [...listeners]) listener()
  }
  const target = globalThis as {
    addEventListener?: (type: 'storage', listener: (event: { key: string | null }) => void) => void
    removeEventListener?: (type: 'storage', listener: (event: { key: string | null }) => void) => void
  }
  // Another tab's writes arrive as `storage` events, for `localStorage` only.
  const watched = kept === localStorageOrNothing()
  const onStorage = (event: { key: string | null }) => {
    if (event.key === null || event.key.startsWith(prefix)) changed()
  }
  return {
    get: (reference) => {
      try {
        return parse(kept.getItem(key(reference)))
      } catch {
        return undefined
      }
    },
    set: (reference, entry) => {
      kept.setItem(key(reference), JSON.stringify(entry))
      changed()
    },
    remove: (reference) => {
      kept.removeItem(key(reference))
      changed()
    },
    lock: (reference, run) => withPaymentLock({ reference, storage: kept, owner: newOwner() }, run),
    subscribe(listener) {
      listeners.add(listener)
      if (listeners.size === 1 && watched) target.addEventListener?.('storage', onStorage)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0 && watched) target.removeEventListener?.('storage', onStorage)
      }
    },
  }
}
