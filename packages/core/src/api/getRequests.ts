import type { HttpRequestErrorType } from '../errors/HttpRequestError'
import type { InvalidParameterErrorType } from '../errors/InvalidParameterError'
import type { RateLimitErrorType } from '../errors/RateLimitError'
import type { ResponseShapeErrorType } from '../errors/ResponseShapeError'
import { buildRequestsSearchParams } from '../requests/buildRequestsSearchParams'
import type { GetRequestsParameters as RequestsParameters } from '../requests/GetRequestsParameters'
import type { RequestRecord } from '../schemas/requestRecordSchema'
import { requestsResponseSchema } from '../schemas/requestsResponseSchema'
import type { ActionOptions } from './ActionOptions'
import type { CrosspayClient } from './CrosspayClient'

/** Parameters of {@link getRequests}: every query parameter of `GET /requests/v3` (search, ranges, `filters`, sort, paging). */
export type GetRequestsParameters = RequestsParameters

/** Return type of {@link getRequests}: one page of request records. */
export type GetRequestsReturnType = {
  /** The request records of this page. */
  requests: RequestRecord[]
  /** Cursor of the next page (pass it as `continuation`); undefined on the last page. */
  continuation: string | undefined
  /** Exact number of matches, only with `includeTotal: true`. */
  total: number | undefined
}

/**
 * Errors {@link getRequests} may throw: `InvalidParameterError` (a filter breaking the listing rules, caught
 * before sending), `HttpRequestError` (400 naming the problem, 401 without a key), `RateLimitError`,
 * `ResponseShapeError`.
 */
export type GetRequestsErrorType =
  | InvalidParameterErrorType
  | HttpRequestErrorType
  | RateLimitErrorType
  | ResponseShapeErrorType

/**
 * Lists requests (`GET /requests/v3`, API key required: call it on a server or through the proxy).
 * Parameters are validated and encoded by `buildRequestsSearchParams` (`filters` groups, `not:` keys,
 * Unix-second timestamps, `limit` 1–50). Page with `continuation`.
 *
 * @example
 * const page = await getRequests(client, { user, status: 'success', limit: 20 })
 * const next = page.continuation ? await getRequests(client, { user, continuation: page.continuation }) : undefined
 */
export async function getRequests(
  client: CrosspayClient,
  parameters: GetRequestsParameters = {},
  options: ActionOptions = {},
): Promise<GetRequestsReturnType> {
  const query = buildRequestsSearchParams(parameters)
  const data = await client.request({
    path: '/requests/v3',
    query,
    schema: requestsResponseSchema,
    signal: options.signal,
  })
  return { requests: data.requests, continuation: data.continuation ?? undefined, total: data.total }
}
