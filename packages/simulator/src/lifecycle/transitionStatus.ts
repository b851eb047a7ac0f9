import type { SimContext } from '../model/SimContext'
import type { RequestStatus, SimRequest } from '../model/types'
import { statusTransitions } from './statusTransitions'

/**
 * The only way a request's status changes. Refuses (returns null, changes nothing) a move the
 * lifecycle table does not allow; otherwise applies `patch`, sets the status, appends to
 * `statusHistory`, sets `updatedAt` (sim clock, ms) and emits `request.status.updated`.
 */
export function transitionStatus(
  ctx: SimContext,
  id: string,
  to: RequestStatus,
  patch?: (request: SimRequest) => void,
): SimRequest | null {
  const current = ctx.store.get(id)
  if (!current) return null
  const previous = current.status
  if (!statusTransitions[previous].includes(to)) return null
  const at = ctx.clock.now()
  const request = ctx.store.update(id, (r) => {
    patch?.(r)
    r.status = to
    r.statusHistory = [...r.statusHistory, { status: to, at }]
    r.updatedAt = at
  })
  ctx.events.emit('request.status.updated', { request, previous })
  return request
}
