import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import type { GetRequestStatusErrorType, GetRequestStatusReturnType } from '../api/getRequestStatus'
import {
  getRequestStatusQueryKey,
  getRequestStatusQueryOptions,
  type RequestStatusPolling,
} from '../query/getRequestStatus'
import { toStatusSocketUrl } from './toStatusSocketUrl'
import { type UseCrosspayClientParameters, useCrosspayClient } from './useCrosspayClient'
import { type StatusSocketConstructor, useStatusSocket } from './useStatusSocket'

/** Options of {@link useRequestStatus}. */
export type UseRequestStatusParameters = UseCrosspayClientParameters &
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
  }

/**
 * What {@link useRequestStatus} returns: the query result (`data` is the status result); while
 * backing off after a 429 or a network failure, `failureCount` and `failureReason` say so.
 */
export type UseRequestStatusReturnType = UseQueryResult<GetRequestStatusReturnType, GetRequestStatusErrorType>

/**
 * Tracks a request until it ends: polls `GET /intents/status/v3` once per second (configurable),
 * stops at `success` / `refund` / `failure`, pauses while the page is hidden, backs off on 429 and
 * network failures and recovers by itself. With `websocket`, pushed statuses replace polling.
 *
 * @example
 * const { data } = useRequestStatus(quote?.steps[0]?.requestId)
 * data?.status // 'waiting' → 'pending' → 'submitted' → 'success'
 */
export function useRequestStatus(
  requestId: string | undefined,
  parameters: UseRequestStatusParameters = {},
): UseRequestStatusReturnType {
  const { client: clientOverride, enabled = true, websocket, webSocketConstructor, ...polling } = parameters
  const client = useCrosspayClient({ client: clientOverride })
  const socketOpen = useStatusSocket({
    url: enabled ? toStatusSocketUrl(client.baseUrl, websocket) : undefined,
    requestId,
    queryKey: getRequestStatusQueryKey({ baseUrl: client.baseUrl, requestId }),
    webSocketConstructor,
  })
  // While the socket is open it pushes every change: no polling. When it drops, polling resumes.
  const options = getRequestStatusQueryOptions(
    client,
    { requestId },
    { ...polling, ...(socketOpen ? { intervalMs: false } : {}) },
  )
  return useQuery({ ...options, enabled: enabled && options.enabled })
}
