import type { RequestsStatusFilter } from '@crosspay/core'

/**
 * What {@link RequestHistory} filters on. Every field is optional; set fields combine with AND. Dates are local
 * calendar days, `YYYY-MM-DD` (what `<input type="date">` holds), both included.
 */
export type RequestHistoryFilters = {
  /** Only requests in this status (the listing accepts `success`, `failure`, `refund`, `pending`, `depositing`). */
  status?: RequestsStatusFilter | undefined
  /** Only requests from this chain. */
  originChainId?: number | undefined
  /** Only requests to this chain. */
  destinationChainId?: number | undefined
  /** Only requests that sent or received this token (its symbol, case-insensitive). */
  currency?: string | undefined
  /** Only requests created on or after this local day (`YYYY-MM-DD`). */
  fromDate?: string | undefined
  /** Only requests created on or before this local day (`YYYY-MM-DD`). */
  toDate?: string | undefined
}
