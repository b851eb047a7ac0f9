'use client'
import {
  type InfiniteData,
  type UseInfiniteQueryResult,
  useInfiniteQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { useMemo } from 'react'
import type { GetRequestsErrorType, GetRequestsReturnType } from '../api/getRequests'
import type { RecoveryState } from '../query/getRecoveryState'
import {
  type GetRequestsQueryKey,
  type GetRequestsQueryParameters,
  getRequestsQueryOptions,
} from '../query/getRequests'
import type { InfiniteQueryParameter } from './InfiniteQueryParameter'
import { type UseCrosspayClientParameters, useCrosspayClient } from './useCrosspayClient'
import { useRecoveryState } from './useRecoveryState'
import { withRecoveryInterval } from './withRecoveryInterval'

/** The pages of the history query, as TanStack keeps them. */
type RequestsPages = InfiniteData<GetRequestsReturnType, string | undefined>

/**
 * Parameters of {@link useRequests}: every `GET /requests/v3` filter but `continuation`, the client and
 * TanStack's infinite-query `query` options.
 */
export type UseRequestsParameters<selectData = RequestsPages> = GetRequestsQueryParameters &
  UseCrosspayClientParameters &
  InfiniteQueryParameter<
    GetRequestsReturnType,
    GetRequestsErrorType,
    selectData,
    GetRequestsQueryKey,
    string | undefined
  >

/** One request record of the listing. */
type RequestRecord = GetRequestsReturnType['requests'][number]

/**
 * What {@link useRequests} returns: the infinite query result (`data.pages`, or what `query.select` made of
 * them; `fetchNextPage`, `hasNextPage`) plus `requests`, every loaded record in order, and `total` (with
 * `includeTotal`), both read from the pages themselves whatever `select` does; and the recovery state
 * (`isRetrying`, `nextAttemptAt`: after a transient failure the history keeps trying by itself).
 */
export type UseRequestsReturnType<selectData = RequestsPages> = UseInfiniteQueryResult<
  selectData,
  GetRequestsErrorType
> & {
  /** Every record of the loaded pages, in order. */
  requests: RequestRecord[]
  /** Exact number of matches, when the filters asked for `includeTotal`. */
  total: number | undefined
} & RecoveryState

/**
 * The request history (`GET /requests/v3`), page by page over `continuation`. Invalid filters give
 * an `InvalidParameterError` on `error` and send nothing. Needs a client with an API key (or a proxy that adds it).
 *
 * @example
 * const { requests, fetchNextPage, hasNextPage } = useRequests({ user, limit: 20, includeTotal: true })
 */
export function useRequests<selectData = RequestsPages>(
  parameters: UseRequestsParameters<selectData> = {},
): UseRequestsReturnType<selectData> {
  const { client: clientOverride, query = {}, ...filters } = parameters
  const client = useCrosspayClient({ client: clientOverride })
  const queryClient = useQueryClient()
  const options = getRequestsQueryOptions(client, filters)
  const result = useInfiniteQuery<
    GetRequestsReturnType,
    GetRequestsErrorType,
    selectData,
    GetRequestsQueryKey,
    string | undefined
  >({
    ...options,
    ...query,
    refetchInterval: withRecoveryInterval(
      options.refetchInterval as never,
      query.refetchInterval as never,
    ) as never,
    enabled: query.enabled ?? true,
  })
  // With `select`, `requests` and `total` still come from the pages themselves (the cache; reading
  // `dataUpdatedAt` re-renders on each page); without it, from `data` (placeholder data included).
  const updatedAt = result.dataUpdatedAt
  const keyHash = JSON.stringify(options.queryKey)
  const data = query.select ? undefined : (result.data as RequestsPages | undefined)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `updatedAt` and `keyHash` stand for the cached pages
  const pages = useMemo(
    () => data ?? queryClient.getQueryData<RequestsPages>(options.queryKey),
    [data, queryClient, updatedAt, keyHash],
  )
  const requests = useMemo(() => pages?.pages.flatMap((page) => page.requests) ?? [], [pages])
  const recovery = useRecoveryState(options.queryKey, result.failureCount, result.status)
  return Object.assign(result, { requests, total: pages?.pages[0]?.total }, recovery)
}
