import { type InfiniteData, infiniteQueryOptions } from '@tanstack/react-query'
import type { CrosspayClient } from '../api/CrosspayClient'
import {
  type GetRequestsErrorType,
  type GetRequestsParameters,
  type GetRequestsReturnType,
  getRequests,
} from '../api/getRequests'
import { isRetryableError } from './isRetryableError'
import { toQueryKeyParameters } from './toQueryKeyParameters'

/** Filters of the history query: every parameter of `GET /requests/v3` except `continuation` (the page cursor). */
export type GetRequestsQueryParameters = Omit<GetRequestsParameters, 'continuation'>

/**
 * Key of the history query: `['requests', {baseUrl, keyId?, ...filters}]`.
 * `keyId` is `client.keyId`, a fingerprint of the API key (never the key), so that clients with
 * different keys never share an entry.
 */
export function getRequestsQueryKey(
  parameters: { baseUrl: string; keyId?: string | undefined } & GetRequestsQueryParameters,
) {
  return ['requests', toQueryKeyParameters(parameters)] as const
}

/** Type of {@link getRequestsQueryKey}'s result. */
export type GetRequestsQueryKey = ReturnType<typeof getRequestsQueryKey>

/**
 * Infinite query options for `GET /requests/v3`: each page passes the previous page's `continuation`;
 * there is no next page once a page comes without one. Filters are validated by the action's filter
 * builder before anything is sent, so bad filters fail with an `InvalidParameterError` and no request.
 * Transient failures (429, 5xx, network) retry twice.
 *
 * @example
 * const pages = await queryClient.fetchInfiniteQuery(getRequestsQueryOptions(client, { user }))
 */
export function getRequestsQueryOptions(client: CrosspayClient, parameters: GetRequestsQueryParameters = {}) {
  return infiniteQueryOptions<
    GetRequestsReturnType,
    GetRequestsErrorType,
    InfiniteData<GetRequestsReturnType, string | undefined>,
    GetRequestsQueryKey,
    string | undefined
  >({
    queryKey: getRequestsQueryKey({ baseUrl: client.baseUrl, keyId: client.keyId, ...parameters }),
    queryFn: ({ pageParam, signal }) =>
      getRequests(
        client,
        { ...parameters, ...(pageParam ? { continuation: pageParam } : {}) } as GetRequestsParameters,
        { signal },
      ),
    initialPageParam: undefined,
    getNextPageParam: (lastPage) => lastPage.continuation || undefined,
    retry: (failureCount, error) => failureCount < 2 && isRetryableError(error),
  })
}
