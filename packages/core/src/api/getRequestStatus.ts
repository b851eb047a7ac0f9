import type { HttpRequestErrorType } from '../errors/HttpRequestError'
import { InvalidParameterError, type InvalidParameterErrorType } from '../errors/InvalidParameterError'
import type { RateLimitErrorType } from '../errors/RateLimitError'
import type { ResponseShapeErrorType } from '../errors/ResponseShapeError'
import { loadResponseParsing } from '../schemas/loadResponseParsing'
import type { StatusResult } from '../schemas/statusResultSchema'
import type { ActionOptions } from './ActionOptions'
import type { CrosspayClient } from './CrosspayClient'

/** Parameters of {@link getRequestStatus}. */
export type GetRequestStatusParameters = {
  /** The request id: from a quote step (`steps[].requestId`), a check endpoint, or the requests listing. */
  requestId: string
}

/** Return type of {@link getRequestStatus}: the status result. */
export type GetRequestStatusReturnType = StatusResult

/**
 * Errors {@link getRequestStatus} may throw: `HttpRequestError` (404 for an id the service never issued),
 * `RateLimitError`, `ResponseShapeError`, `InvalidParameterError` (empty `requestId`).
 */
export type GetRequestStatusErrorType =
  | HttpRequestErrorType
  | RateLimitErrorType
  | ResponseShapeErrorType
  | InvalidParameterErrorType

/**
 * Reads the status of a request (`GET /intents/status/v3?requestId=`). An id that was quoted but whose
 * deposit is not indexed yet is `waiting`. Poll about once per second until `success`, `refund` or `failure`.
 *
 * @example
 * const { status, txHashes } = await getRequestStatus(client, { requestId: quote.steps[0].requestId })
 */
export async function getRequestStatus(
  client: CrosspayClient,
  parameters: GetRequestStatusParameters,
  options: ActionOptions = {},
): Promise<GetRequestStatusReturnType> {
  const requestId = parameters?.requestId
  if (typeof requestId !== 'string' || requestId.trim() === '')
    throw new InvalidParameterError({
      parameter: 'requestId',
      rule: 'must be a non-empty string',
      value: requestId,
    })
  return client.request({
    path: '/intents/status/v3',
    query: { requestId },
    schema: async () => (await loadResponseParsing()).statusResultSchema,
    signal: options.signal,
  })
}
