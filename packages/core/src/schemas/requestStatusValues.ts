/**
 * Request statuses of `GET /intents/status/v3` and `GET /requests/v3`, in lifecycle order
 * (`success`, `failure`, `refund` are terminal). Unknown values are kept as strings and flagged.
 */
export const requestStatusValues = [
  'waiting',
  'depositing',
  'pending',
  'submitted',
  'success',
  'failure',
  'refund',
] as const
