import type { RequestStatus } from '../model/types'

/**
 * The request lifecycle of decisions.md: for each status, the statuses it may move to.
 * `success`, `refund` and `failure` are terminal; nothing ever moves back. One addition to the table of
 * decisions.md: `depositing` → `failure`, when the solver cannot pull a permit deposit (nothing was deposited).
 */
export const statusTransitions: Record<RequestStatus, readonly RequestStatus[]> = {
  waiting: ['depositing', 'pending', 'failure'],
  depositing: ['pending', 'failure'],
  pending: ['submitted', 'refund', 'failure'],
  submitted: ['success', 'refund', 'failure'],
  success: [],
  refund: [],
  failure: [],
}
