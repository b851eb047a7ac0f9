import type { SimRequest } from '../model/types'

/**
 * Whether `GET /requests/v3` (and v2) lists a request (decisions.md): once its origin deposit has been seen on
 * chain (an `inTxs` entry) or the request has left `waiting` (a permit deposit confirmed through the execute
 * API, a fast fill, an ended request). A quote alone is not a request anyone sent, and is never listed, although
 * its id answers `waiting` on `/intents/status/v3`. Nothing moves back, so a listed request stays listed.
 */
export function isListed(request: SimRequest): boolean {
  return request.status !== 'waiting' || request.inTxs.length > 0
}
