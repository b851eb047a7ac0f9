import type { InfiniteData, InfiniteQueryObserverOptions } from '@tanstack/react-query'
import type { CrosspayClient } from '../api/CrosspayClient'
import {
  type GetRequestsErrorType,
  type GetRequestsParameters,
  type GetRequestsReturnType,
  getRequests,
} from '../api/getRequests'
import { fingerprint } from '../utils/fingerprint'
import { getRecoveryOptions } from './getRecoveryOptions'
import { toQueryKeyParameters } from './toQueryKeyParameters'
import { withFailureStreak } from './withFailureStreak'

/** Filters of the history query: every parameter of `GET /requests/v3` except `continuation` (the page cursor). */
export type GetRequestsQueryParameters = Omit<GetRequestsParameters, 'continuation'>

/**
 * Key of the history query: `['requests', {baseUrl, keyId?, ...filters}]`.
 * `keyId` is `client.keyId`, a fingerprint of the API key (never the key), so that clients with
 * different keys never share an entry. Likewise every `apiKey` filter value (the top-level `apiKey` and
 * `apiKey` / `not:apiKey` in `filters` groups) is replaced by its fingerprint in the key: no API key
 * reaches devtools or a persisted cache. The request itself still sends the real values.
 */
export function getRequestsQueryKey(
  parameters: { baseUrl: string; keyId?: string | undefined } & GetRequestsQueryParameters,
) {
  return ['requests', toQueryKeyParameters(fingerprintApiKeys(parameters))] as const
}

/** `parameters` with every `apiKey` filter value (top level, `apiKey` / `not:apiKey` in groups) fingerprinted. */
function fingerprintApiKeys<parameters extends GetRequestsQueryParameters>(
  parameters: parameters,
): parameters {
  const hide = (value: unknown): unknown =>
    typeof value === 'string' ? fingerprint(value) : Array.isArray(value) ? value.map(hide) : value
  const { apiKey, filters } = parameters as { apiKey?: unknown; filters?: unknown }
  if (apiKey === undefined && !Array.isArray(filters)) return parameters
  return {
    ...parameters,
    ...(apiKey !== undefined ? { apiKey: hide(apiKey) } : {}),
    ...(Array.isArray(filters)
      ? {
          filters: filters.map((group: unknown) =>
            group && typeof group === 'object' && !Array.isArray(group)
              ? Object.fromEntries(
                  Object.entries(group).map(([key, value]) =>
                    key === 'apiKey' || key === 'not:apiKey' ? [key, hide(value)] : [key, value],
                  ),
                )
              : group,
          ),
        }
      : {}),
  }
}

/** Type of {@link getRequestsQueryKey}'s result. */
export type GetRequestsQueryKey = ReturnType<typeof getRequestsQueryKey>

/** What {@link getRequestsQueryOptions} returns: TanStack infinite-query options with crosspay's key. */
export type GetRequestsQueryOptions = Pick<
  InfiniteQueryObserverOptions<
    GetRequestsReturnType,
    GetRequestsErrorType,
    InfiniteData<GetRequestsReturnType, string | undefined>,
    GetRequestsQueryKey,
    string | undefined
  >,
  'queryFn' | 'initialPageParam' | 'getNextPageParam' | 'retry' | 'retryDelay' | 'refetchInterval'
> & { queryKey: GetRequestsQueryKey }

/**
 * Infinite query options for `GET /requests/v3`: each page passes the previous page's `continuation`;
 * there is no next page once a page comes without one. Filters are validated by the action's filter
 * builder before anything is sent, so bad filters fail with an `InvalidParameterError` and no request.
 * Recovery follows `getRecoveryOptions`: retries with backoff, then (the screen offering "Try again") the
 * query keeps trying at the backoff's pace and recovers by itself when the service is back.
 *
 * @example
 * const pages = await queryClient.fetchInfiniteQuery(getRequestsQueryOptions(client, { user }))
 */
export function getRequestsQueryOptions(
  client: CrosspayClient,
  parameters: GetRequestsQueryParameters = {},
): GetRequestsQueryOptions {
  const recovery = getRecoveryOptions(client.backoff)
  return {
    queryKey: getRequestsQueryKey({ ...parameters, baseUrl: client.baseUrl, keyId: client.keyId }),
    queryFn: withFailureStreak(({ pageParam, signal }) =>
      getRequests(
        client,
        { ...parameters, ...(pageParam ? { continuation: pageParam } : {}) } as GetRequestsParameters,
        { signal },
      ),
    ),
    initialPageParam: undefined,
    getNextPageParam: (lastPage) => lastPage.continuation || undefined,
    retry: recovery.retry,
    retryDelay: recovery.retryDelay,
    refetchInterval: (query) => recovery.refetchAfterError(query.state) ?? false,
  } satisfies InfiniteQueryObserverOptions<
    GetRequestsReturnType,
    GetRequestsErrorType,
    InfiniteData<GetRequestsReturnType, string | undefined>,
    GetRequestsQueryKey,
    string | undefined
  >
}
