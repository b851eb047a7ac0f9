'use client'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import type { GetRequestStatusErrorType, GetRequestStatusReturnType } from '../api/getRequestStatus'
import type { RecoveryState } from '../query/getRecoveryState'
import {
  type GetRequestStatusQueryKey,
  type GetRequestStatusQueryParameters,
  getRequestStatusQueryKey,
  getRequestStatusQueryOptions,
} from '../query/getRequestStatus'
import type { BackoffOptions } from '../utils/BackoffOptions'
import { toStatusSocketUrl } from '../utils/toStatusSocketUrl'
import type { QueryParameter } from './QueryParameter'
import { type UseCrosspayClientParameters, useCrosspayClient } from './useCrosspayClient'
import { useRecoveryState } from './useRecoveryState'
import { type StatusSocketConstructor, useStatusSocket } from './useStatusSocket'

/**
 * Parameters of {@link useRequestStatus}: the `requestId` to track (undefined: wait, send nothing), how to poll,
 * the status stream, the client and TanStack's `query` options.
 */
export type UseRequestStatusParameters<selectData = GetRequestStatusReturnType> =
  GetRequestStatusQueryParameters &
    UseCrosspayClientParameters &
    QueryParameter<
      GetRequestStatusReturnType,
      GetRequestStatusErrorType,
      selectData,
      GetRequestStatusQueryKey
    > & {
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
 * What {@link useRequestStatus} returns: the query result (`data` is the status result, or what `query.select`
 * made of it); while retrying after a 429, a 5xx or a network failure, `failureCount` and `failureReason` say so,
 * and once the retries are spent the failure is on `error` while polling goes on; `isRetrying` and
 * `nextAttemptAt` say when it tries next.
 */
export type UseRequestStatusReturnType<selectData = GetRequestStatusReturnType> = UseQueryResult<
  selectData,
  GetRequestStatusErrorType
> &
  RecoveryState

/**
 * Tracks a request until it ends: polls `GET /intents/status/v3` once per second (`intervalMs`), stops at
 * `success` / `refund` / `failure`, pauses while the page is hidden, backs off on 429, 5xx and network failures
 * and recovers by itself. With `websocket`, pushed statuses replace polling while the stream is open; when it
 * drops, polling resumes and the stream reconnects with backoff.
 *
 * @example
 * const { data } = useRequestStatus({ requestId: quote?.steps[0]?.requestId })
 * data?.status // 'waiting' → 'pending' → 'submitted' → 'success'
 */
export function useRequestStatus<selectData = GetRequestStatusReturnType>(
  parameters: UseRequestStatusParameters<selectData> = {},
): UseRequestStatusReturnType<selectData> {
  const {
    client: clientOverride,
    query = {},
    websocket,
    webSocketConstructor,
    reconnect,
    ...rest
  } = parameters
  const client = useCrosspayClient({ client: clientOverride })
  const enabled = query.enabled ?? true
  const socketOpen = useStatusSocket({
    url: enabled ? toStatusSocketUrl(client.baseUrl, websocket) : undefined,
    requestId: rest.requestId,
    queryKey: getRequestStatusQueryKey({
      baseUrl: client.baseUrl,
      keyId: client.keyId,
      requestId: rest.requestId,
    }),
    webSocketConstructor,
    reconnect,
  })
  // While the socket is open it pushes every change: no polling. When it drops, polling resumes.
  const options = getRequestStatusQueryOptions(client, {
    ...rest,
    ...(socketOpen ? { intervalMs: false } : {}),
  })
  const result = useQuery<
    GetRequestStatusReturnType,
    GetRequestStatusErrorType,
    selectData,
    GetRequestStatusQueryKey
  >({
    ...options,
    ...query,
    enabled: options.enabled && enabled,
  })
  return Object.assign(result, useRecoveryState(options.queryKey, result.failureCount, result.status))
}
