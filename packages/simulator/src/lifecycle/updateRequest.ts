import type { SimContext } from '../model/SimContext'
import type { SimRequest } from '../model/types'
import { type StatusResult, toStatusResult } from './toStatusResult'

/** What a client sees of a request, without the time it last changed. */
const visible = (request: SimRequest): string => {
  const { updatedAt: _, ...rest }: StatusResult = toStatusResult(request)
  return JSON.stringify(rest)
}

/**
 * Changes a request without changing its status (status changes go through `transitionStatus`).
 * When the status result a client sees changes (`inTxHashes`, `txHashes`, `details`, reasons), sets
 * `updatedAt` (sim clock, ms) and emits `request.status.updated` (`previous` is the unchanged status), so
 * the websocket and webhooks carry every change; otherwise only applies `patch`. Returns the request,
 * or null for an unknown id.
 */
export function updateRequest(
  ctx: SimContext,
  id: string,
  patch: (request: SimRequest) => void,
): SimRequest | null {
  const current = ctx.store.get(id)
  if (!current) return null
  const before = visible(current)
  let changed = false
  const request = ctx.store.update(id, (r) => {
    patch(r)
    changed = visible(r) !== before
    if (changed) r.updatedAt = ctx.clock.now()
  })
  if (changed) ctx.events.emit('request.status.updated', { request, previous: request.status })
  return request
}
