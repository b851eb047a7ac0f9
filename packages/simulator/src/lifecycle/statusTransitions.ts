import type { RequestStatus } from '../model/types'

/**
 * The request lifecycle of decisions.md: for each status, the statuses it may move to.
 * `success`, `refund` and `failure` are terminal; nothing ever moves back.
 */
export const statusTransitions: Record<RequestStatus, readonly RequestStatus[]> = {
  waiting: ['depositing', 'pending', 'failure'],
  depositing: ['pending'],
  pending: ['submitted', 'refund', 'failure'],
  submitted: ['success', 'refund', 'failure'],
  success: [],
  refund: [],
  failure: [],
}
