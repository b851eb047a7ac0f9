import { queryOptions } from '@tanstack/react-query'
import type { CrosspayClient } from '../api/CrosspayClient'
import {
  type GetRequestStatusErrorType,
  type GetRequestStatusParameters,
  type GetRequestStatusReturnType,
  getRequestStatus,
} from '../api/getRequestStatus'
import { InvalidParameterError } from '../errors/InvalidParameterError'
import { type BackoffOptions, getBackoffDelay } from './getBackoffDelay'
import { isRetryableError } from './isRetryableError'
import { isTerminalStatus } from './isTerminalStatus'
import { resolveBackoffOptions } from './resolveBackoffOptions'
import { toQueryKeyParameters } from './toQueryKeyParameters'

/** Parameters of the status query; `requestId` may be missing (the query then stays disabled). */
export type GetRequestStatusQueryParameters = Partial<GetRequestStatusParameters>

/** How the status query polls. */
export type RequestStatusPolling = {
  /**
   * Poll every this many ms until a terminal status; `false` to not poll (a status stream pushes instead).
   * The interface recommends one per second. Defaults to 1000.
   */
  intervalMs?: number | false | undefined
  /** Backoff after a 429 or a network failure (retried until it recovers). Defaults to 1 s doubling up to 30 s. */
  backoff?: BackoffOptions | undefined
  /** Poll even while the page is hidden. Defaults to false (polling pauses while `document.hidden`). */
  inBackground?: boolean | undefined
}

/**
 * Key of the status query: `['requestStatus', {baseUrl, keyId?, requestId}]`.
 * `keyId` is `client.keyId`, a fingerprint of the API key (never the key), so that clients with
 * different keys never share an entry.
 */
export function getRequestStatusQueryKey(
  parameters: { baseUrl: string; keyId?: string | undefined } & GetRequestStatusQueryParameters,
) {
  return ['requestStatus', toQueryKeyParameters(parameters)] as const
}

/** Type of {@link getRequestStatusQueryKey}'s result. */
export type GetRequestStatusQueryKey = ReturnType<typeof getRequestStatusQueryKey>

/**
 * Query options for `GET /intents/status/v3`, polling included: refetch every `intervalMs` until the
 * status is terminal (`success`, `refund`, `failure`), pause while the page is hidden, and on a 429
 * or a network failure retry with capped exponential backoff (the query recovers by itself; the
 * failures so far are on `failureCount` / `failureReason`). Other errors (404, 400) end up on `error`.
 * Enabled only when `requestId` is given. Throws an `InvalidParameterError` for an `intervalMs` that is not a
 * positive number (or false) and for bad `backoff` options (see `resolveBackoffOptions`).
 */
export function getRequestStatusQueryOptions(
  client: CrosspayClient,
  parameters: GetRequestStatusQueryParameters = {},
  polling: RequestStatusPolling = {},
) {
  const { requestId } = parameters
  const intervalMs = polling.intervalMs ?? 1000
  if (
    intervalMs !== false &&
    (typeof intervalMs !== 'number' || !Number.isFinite(intervalMs) || intervalMs <= 0)
  )
    throw new InvalidParameterError({
      parameter: 'intervalMs',
      rule: 'must be a finite number of ms above 0, or false',
      value: intervalMs,
    })
  const backoff = resolveBackoffOptions('backoff', polling.backoff)
  return queryOptions<
    GetRequestStatusReturnType,
    GetRequestStatusErrorType,
    GetRequestStatusReturnType,
    GetRequestStatusQueryKey
  >({
    queryKey: getRequestStatusQueryKey({ ...parameters, baseUrl: client.baseUrl, keyId: client.keyId }),
    queryFn: ({ signal }) => {
      if (!requestId)
        throw new InvalidParameterError({ parameter: 'requestId', rule: 'is required', value: requestId })
      return getRequestStatus(client, { ...parameters, requestId }, { signal })
    },
    enabled: Boolean(requestId),
    refetchInterval: (query) =>
      isTerminalStatus(query.state.data?.status) || query.state.status === 'error' ? false : intervalMs,
    refetchIntervalInBackground: polling.inBackground ?? false,
    retry: (_failureCount, error) => isRetryableError(error),
    retryDelay: (failureCount) => getBackoffDelay(failureCount + 1, backoff),
  })
}
