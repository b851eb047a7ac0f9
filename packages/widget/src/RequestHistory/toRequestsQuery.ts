import type { GetRequestsQueryParameters } from '@crosspay/core'
import { parseLocalDay } from './parseLocalDay'
import type { RequestHistoryFilters } from './RequestHistoryFilters'

/** What {@link toRequestsQuery} returns: the listing's parameters, or the reason the filters cannot be sent. */
export type RequestsQuery = { parameters: GetRequestsQueryParameters; problem: 'badRange' | undefined }

/**
 * The `GET /requests/v3` parameters of the history's filters: `user`, `status`, `originChainId`,
 * `destinationChainId` and the time range top-level (`startTimestamp` at the start of the first local day,
 * `endTimestamp` at the end of the last), the token as two OR groups (`currencyInSymbol` or `currencyOutSymbol`),
 * `limit` the page size. A range whose start is after its end is a `badRange` problem (nothing should be sent).
 */
export function toRequestsQuery(
  filters: RequestHistoryFilters,
  options: { user?: string | undefined; pageSize?: number | undefined } = {},
): RequestsQuery {
  const start = parseLocalDay(filters.fromDate)
  const end = parseLocalDay(filters.toDate, true)
  const currency = filters.currency?.trim()
  const parameters: GetRequestsQueryParameters = {
    ...(options.user ? { user: options.user } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.originChainId !== undefined ? { originChainId: filters.originChainId } : {}),
    ...(filters.destinationChainId !== undefined ? { destinationChainId: filters.destinationChainId } : {}),
    ...(start ? { startTimestamp: start } : {}),
    ...(end ? { endTimestamp: end } : {}),
    ...(currency ? { filters: [{ currencyInSymbol: currency }, { currencyOutSymbol: currency }] } : {}),
    limit: options.pageSize ?? 20,
  }
  return { parameters, problem: start && end && start > end ? 'badRange' : undefined }
}
