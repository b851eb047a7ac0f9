import type { ExecutionRecord } from '../types'
import type { ExecutionStore } from './createExecutionStore'

/** Options of {@link isRunningElsewhere}: the store the record is from, and the run's own owner and stale limit. */
export type IsRunningElsewhereOptions = {
  store: Pick<ExecutionStore, 'runs' | 'owner' | 'claimStaleMs'>
  /** The owner the runs are given (`executeQuote`'s `owner`). Defaults to the store's. */
  owner?: string | undefined
  /** The stale limit the runs are given (`executeQuote`'s `claimStaleMs`). Defaults to the store's. */
  claimStaleMs?: number | undefined
  /** Now, ms. Defaults to `Date.now()`. */
  now?: number | undefined
}

/**
 * Whether a persisted execution is running in another tab right now, so a UI shows "in progress in another tab"
 * instead of offering to resume it. `held` is `listLockedExecutions()`'s answer: a request whose Web Lock is held,
 * not by a run of this page (of this store). Where Web Locks are missing (`held` undefined): a claim by another
 * owner than the runs' younger than their stale limit.
 *
 * @example
 * const held = await listLockedExecutions()
 * store.list().filter((record) => isRunningElsewhere(record, held, { store }))
 */
export function isRunningElsewhere(
  record: ExecutionRecord,
  held: ReadonlySet<string> | undefined,
  options: IsRunningElsewhereOptions,
): boolean {
  const { store } = options
  const id = record.requestId.toLowerCase()
  if (store.runs.has(id)) return false
  if (held) return held.has(id)
  const claim = record.claim
  const owner = options.owner ?? store.owner
  const staleMs = options.claimStaleMs ?? store.claimStaleMs
  return claim !== undefined && claim.owner !== owner && (options.now ?? Date.now()) - claim.at < staleMs
}
