/** Reasons used when a planned outcome names none. */
export const defaultReasons = {
  /** `failReason` of a refund. */
  refund: 'SOLVER_CAPACITY_EXCEEDED',
  /** `failReason` of a failure. */
  failure: 'EXECUTION_REVERTED',
  /** `refundFailReason` of a failure (no refund was possible). */
  refundFail: 'AMOUNT_TOO_LOW_TO_REFUND',
  /** A fill transaction the backend could not send. */
  fillError: 'TRANSACTION_SUBMISSION_FAILED',
  /** A fill transaction that was mined but reverted. */
  fillReverted: 'TRANSACTION_REVERTED',
  /** A refund the backend could not send. */
  refundError: 'MANUAL_REFUND_REQUIRED',
} as const
