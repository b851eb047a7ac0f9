import { toStatusResult } from '../lifecycle/toStatusResult'
import type { SimRequest } from '../model/types'

/** The `data` of a `request.status.updated` event: `{requestId, ...status result}`. */
export function toStatusEvent(request: SimRequest) {
  return { requestId: request.id, ...toStatusResult(request) }
}
