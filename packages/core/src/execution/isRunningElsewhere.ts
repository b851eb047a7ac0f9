import { claimStaleMs } from './claimStaleMs'
import { runningExecutions } from './runningExecutions'
import { tabOwner } from './tabOwner'
import type { ExecutionRecord } from './types'

/**
 * Whether a persisted execution is running in another tab right now, so a UI shows "in progress in another tab"
 * instead of offering to resume it. `held` is `listLockedExecutions()`'s answer: a request whose Web Lock is held,
 * not by a run of this page. Where Web Locks are missing (`held` undefined): a claim by another owner younger
 * than the stale limit.
 *
 * @example
 * const held = await listLockedExecutions()
 * store.list().filter((record) => isRunningElsewhere(record, held))
 */
export function isRunningElsewhere(
  record: ExecutionRecord,
  held: ReadonlySet<string> | undefined,
  now: number = Date.now(),
): boolean {
  const id = record.requestId.toLowerCase()
  if (runningExecutions.has(id)) return false
  if (held) return held.has(id)
  const claim = record.claim
  return claim !== undefined && claim.owner !== tabOwner && now - claim.at < claimStaleMs
}
