import type { ExecutionStorage } from '../execution/types'
import { webLocks } from '../execution/withExecutionLock'

/** Parameters of {@link withPaymentLock}. */
export type WithPaymentLockParameters = {
  /** The merchant's order reference. */
  reference: string
  /** Where the claim is written when Web Locks are missing (the ledger's storage). */
  storage: ExecutionStorage
  /** Who claims (this press: each press its own owner). */
  owner: string
  /** A claim by another owner younger than this holds the reference, ms. Defaults to 30 s. */
  staleMs?: number | undefined
  /** Clock, ms. Defaults to `Date.now`. */
  now?: (() => number) | undefined
}

/**
 * Runs `run()` while holding the order reference's lock, `crosspay.payment.<reference>`, taken only if no other
 * tab or page of the origin holds it; resolves `undefined` without running when one does. A Web Lock where the
 * platform has one (it goes with the tab); elsewhere a claim in `storage` (`crosspay.payment-claim.<reference>`:
 * written, read back, removed when `run` ends; another owner's fresh claim means busy). A checkout holds it from
 * the press until the order's ledger entry is written, so two tabs never both start a payment of one order.
 *
 * @example
 * await withPaymentLock({ reference, storage: localStorage, owner }, async () => ledger.set(reference, entry))
 */
export async function withPaymentLock<T>(
  parameters: WithPaymentLockParameters,
  run: () => Promise<T>,
): Promise<T | undefined> {
  const { reference, storage, owner, staleMs = 30_000, now = Date.now } = parameters
  const locks = webLocks()
  if (locks)
    return locks.request(`crosspay.payment.${reference}`, { ifAvailable: true }, (lock) =>
      lock ? run() : Promise.resolve(undefined),
    )
  const key = `crosspay.payment-claim.${reference}`
  const read = (): { owner?: string; at?: number } | undefined => {
    try {
      return JSON.parse(storage.getItem(key) ?? 'null') ?? undefined
    } catch {
      return undefined
    }
  }
  const held = read()
  if (held && held.owner !== owner && now() - Number(held.at) < staleMs) return undefined
  storage.setItem(key, JSON.stringify({ owner, at: now() }))
  if (read()?.owner !== owner) return undefined // another page wrote in between: it goes first
  try {
    return await run()
  } finally {
    if (read()?.owner === owner) storage.removeItem(key)
  }
}
