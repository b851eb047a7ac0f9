import type { QueryObserverOptions } from '@tanstack/react-query'
import type { CrosspayClient } from '../api/CrosspayClient'
import {
  type GetRequestStatusErrorType,
  type GetRequestStatusParameters,
  type GetRequestStatusReturnType,
  getRequestStatus,
} from '../api/getRequestStatus'
import { InvalidParameterError } from '../errors/InvalidParameterError'
import type { BackoffOptions } from '../utils/BackoffOptions'
import { resolveBackoffOptions } from '../utils/resolveBackoffOptions'
import { getRecoveryOptions } from './getRecoveryOptions'
import { isTerminalStatus } from './isTerminalStatus'
import { toQueryKeyParameters } from './toQueryKeyParameters'
import { withFailureStreak } from './withFailureStreak'

/**
 * Parameters of the status query: `requestId` (may be missing: the query then stays disabled) and how it polls.
 */
export type GetRequestStatusQueryParameters = Partial<GetRequestStatusParameters> & RequestStatusPolling

/** How the status query polls. */
export type RequestStatusPolling = {
  /**
   * Poll every this many ms until a terminal status; `false` to not poll (a status stream pushes instead).
   * The interface recommends one per second. Defaults to 1000.
   */
  intervalMs?: number | false | undefined
  /**
   * Backoff after a 429, a 5xx, a network failure or a malformed answer: two retries, then the error is on
   * `error` (the last status stays on `data`) and polling goes on at the backoff's pace until the service
   * answers again; the wait grows across failures (it is not reset by each poll), with jitter, and is never
   * shorter than a `Retry-After`. Defaults to the client's `backoff` (1 s doubling up to 30 s).
   */
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
  parameters: { baseUrl: string; keyId?: string | undefined } & Partial<GetRequestStatusParameters>,
) {
  return ['requestStatus', toQueryKeyParameters(parameters)] as const
}

/** Type of {@link getRequestStatusQueryKey}'s result. */
export type GetRequestStatusQueryKey = ReturnType<typeof getRequestStatusQueryKey>

/**
 * Query options for `GET /intents/status/v3`, polling included: refetch every `intervalMs` until the
 * status is terminal (`success`, `refund`, `failure`), pause while the page is hidden. A 429, a 5xx or a network
 * failure is retried after the `backoff` delay as {@link shouldRetry} says (twice); after that the error is on
 * `error`, the last status stays on `data`, and polling goes on at the backoff's pace (growing toward its cap,
 * honouring `Retry-After`; see `getRecoveryOptions`), so tracking recovers by itself when the service answers
 * again: it never gives up silently, a truncated answer included. Other errors (404, 400) end polling.
 * Enabled only when `requestId` is given. Throws an `InvalidParameterError` for an `intervalMs` that is not a
 * positive number (or false) and for bad `backoff` options (see `resolveBackoffOptions`).
 */
export function getRequestStatusQueryOptions(
  client: CrosspayClient,
  parameters: GetRequestStatusQueryParameters = {},
) {
  const { requestId, intervalMs = 1000, backoff: backoffOptions, inBackground = false } = parameters
  if (
    intervalMs !== false &&
    (typeof intervalMs !== 'number' || !Number.isFinite(intervalMs) || intervalMs <= 0)
  )
    throw new InvalidParameterError({
      parameter: 'intervalMs',
      rule: 'must be a finite number of ms above 0, or false',
      value: intervalMs,
    })
  const recovery = getRecoveryOptions(
    backoffOptions === undefined ? client.backoff : resolveBackoffOptions('backoff', backoffOptions),
  )
  return {
    queryKey: getRequestStatusQueryKey({ requestId, baseUrl: client.baseUrl, keyId: client.keyId }),
    queryFn: withFailureStreak(async ({ signal }) => {
      if (!requestId)
        throw new InvalidParameterError({ parameter: 'requestId', rule: 'is required', value: requestId })
      return getRequestStatus(client, { requestId }, { signal })
    }),
    enabled: Boolean(requestId),
    refetchInterval: (query) => {
      const { data, status } = query.state
      if (isTerminalStatus(data?.status)) return false
      if (status !== 'error') return intervalMs
      // Retries are spent: keep asking at the backoff's pace while the failure is transient.
      return recovery.refetchAfterError(query.state) ?? false
    },
    refetchIntervalInBackground: inBackground,
    retry: recovery.retry,
    retryDelay: recovery.retryDelay,
  } satisfies QueryObserverOptions<
    GetRequestStatusReturnType,
    GetRequestStatusErrorType,
    GetRequestStatusReturnType,
    GetRequestStatusReturnType,
    GetRequestStatusQueryKey
  >
}
