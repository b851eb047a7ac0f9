import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import type {
  GetRequestStatusErrorType,
  GetRequestStatusParameters,
  GetRequestStatusReturnType,
} from '../api/getRequestStatus'
import type { BackoffOptions } from '../query/getBackoffDelay'
import {
  getRequestStatusQueryKey,
  getRequestStatusQueryOptions,
  type RequestStatusPolling,
} from '../query/getRequestStatus'
import { toStatusSocketUrl } from './toStatusSocketUrl'
import { type UseCrosspayClientParameters, useCrosspayClient } from './useCrosspayClient'
import { type StatusSocketConstructor, useStatusSocket } from './useStatusSocket'

/** Input of {@link useRequestStatus}: the id of the request to track (undefined: wait, send nothing). */
export type UseRequestStatusParameters = GetRequestStatusParameters['requestId'] | undefined

/** Options of {@link useRequestStatus}. */
export type UseRequestStatusOptions = UseCrosspayClientParameters &
  RequestStatusPolling & {
    /** Set false to stop tracking. Defaults to true (tracking also waits for a `requestId`). */
    enabled?: boolean | undefined
    /**
     * Follow the status stream instead of polling: `true` for `${baseUrl}/ws`, or a websocket URL.
     * Polling takes over whenever the socket is not open. Defaults to false.
     */
    websocket?: boolean | string | undefined
    /** WebSocket implementation for `websocket` (React Native, Node). Defaults to `globalThis.WebSocket`. */
    webSocketConstructor?: StatusSocketConstructor | undefined
    /**
     * Delay before reconnecting the status stream after it drops or fails to open (polling runs meanwhile):
     * `baseMs`, doubling up to `maxMs`; it starts again from `baseMs` only after a socket has stayed open for
     * `maxMs`. Finite, `baseMs` > 0, `maxMs` ≥ `baseMs` (else an `InvalidParameterError`).
     * Defaults to 1 s doubling up to 30 s.
     */
    reconnect?: BackoffOptions | undefined
  }

/**
 * What {@link useRequestStatus} returns: the query result (`data` is the status result); while
 * backing off after a 429 or a network failure, `failureCount` and `failureReason` say so.
 */
export type UseRequestStatusReturnType = UseQueryResult<GetRequestStatusReturnType, GetRequestStatusErrorType>

/**
 * Tracks a request until it ends: polls `GET /intents/status/v3` once per second (configurable),
 * stops at `success` / `refund` / `failure`, pauses while the page is hidden, backs off on 429 and
 * network failures and recovers by itself. With `websocket`, pushed statuses replace polling while the
 * stream is open; when it drops, polling resumes and the stream reconnects with backoff.
 *
 * @example
 * const { data } = useRequestStatus(quote?.steps[0]?.requestId)
 * data?.status // 'waiting' → 'pending' → 'submitted' → 'success'
 */
export function useRequestStatus(
  requestId: UseRequestStatusParameters,
  options: UseRequestStatusOptions = {},
): UseRequestStatusReturnType {
  const {
    client: clientOverride,
    enabled = true,
    websocket,
    webSocketConstructor,
    reconnect,
    ...polling
  } = options
  const client = useCrosspayClient({ client: clientOverride })
  const socketOpen = useStatusSocket({
    url: enabled ? toStatusSocketUrl(client.baseUrl, websocket) : undefined,
    requestId,
    queryKey: getRequestStatusQueryKey({ baseUrl: client.baseUrl, keyId: client.keyId, requestId }),
    webSocketConstructor,
    reconnect,
  })
  // While the socket is open it pushes every change: no polling. When it drops, polling resumes.
  const queryOptions = getRequestStatusQueryOptions(
    client,
    { requestId },
    { ...polling, ...(socketOpen ? { intervalMs: false } : {}) },
  )
  return useQuery({ ...queryOptions, enabled: enabled && queryOptions.enabled })
}
