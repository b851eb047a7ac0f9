import type { ExecutionProgress } from '@crosspay/core/execution'

/** Where one node of the progress timeline stands: not reached, under way, done, or where it went wrong. */
export type TimelineState = 'waiting' | 'active' | 'done' | 'failed'

/** The three nodes of the progress timeline: the origin chain (the wallet's steps), the service, the destination. */
export type TimelineStates = { origin: TimelineState; service: TimelineState; destination: TimelineState }

/** Request statuses that mean the deposit landed on the origin chain. */
const deposited = new Set(['pending', 'submitted', 'success', 'refund', 'failure'])

/**
 * The states of the progress timeline (origin → service → destination), from the execution's progress alone: the
 * origin node follows the wallet's items (or, for a deposit address, the service seeing the deposit), the service
 * node the request's status once the deposit is out, the destination node the fill. A refund or failure marks the
 * service's node; a failed wallet item marks the origin's.
 */
export function timelineStates(
  progress: Pick<ExecutionProgress, 'status' | 'steps' | 'request'>,
): TimelineStates {
  const items = progress.steps.flatMap((step) => step.items)
  const request = progress.request?.status
  const sent =
    (items.length > 0 && items.every((item) => item.state === 'complete')) ||
    (request !== undefined && deposited.has(request))
  const origin: TimelineState = items.some((item) => item.state === 'failed')
    ? 'failed'
    : sent
      ? 'done'
      : items.some((item) => item.state !== 'idle') || request === 'depositing'
        ? 'active'
        : 'waiting'
  const success = progress.status === 'success' || request === 'success'
  const ended = progress.status === 'refund' || progress.status === 'failure'
  const service: TimelineState = success ? 'done' : ended ? 'failed' : sent ? 'active' : 'waiting'
  const destination: TimelineState = success ? 'done' : request === 'submitted' ? 'active' : 'waiting'
  return { origin, service, destination }
}
