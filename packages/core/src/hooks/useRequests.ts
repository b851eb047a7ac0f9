import { type InfiniteData, type UseInfiniteQueryResult, useInfiniteQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { GetRequestsErrorType, GetRequestsReturnType } from '../api/getRequests'
import { type GetRequestsQueryParameters, getRequestsQueryOptions } from '../query/getRequests'
import { type UseCrosspayClientParameters, useCrosspayClient } from './useCrosspayClient'

/** Filters of {@link useRequests}: every `GET /requests/v3` parameter but `continuation`. */
export type UseRequestsParameters = GetRequestsQueryParameters

/** Options of {@link useRequests}. */
export type UseRequestsOptions = UseCrosspayClientParameters & {
  /** Set false to not fetch. Defaults to true. */
  enabled?: boolean | undefined
}

/** One request record of the listing. */
type RequestRecord = GetRequestsReturnType['requests'][number]

/**
 * What {@link useRequests} returns: the infinite query result (`data.pages`, `fetchNextPage`,
 * `hasNextPage`) plus `requests`, every loaded record in order, and `total` (with `includeTotal`).
 */
export type UseRequestsReturnType = UseInfiniteQueryResult<
  InfiniteData<GetRequestsReturnType, string | undefined>,
  GetRequestsErrorType
> & {
  /** Every record of the loaded pages, in order. */
  requests: RequestRecord[]
  /** Exact number of matches, when the filters asked for `includeTotal`. */
  total: number | undefined
}

/**
 * The request history (`GET /requests/v3`), page by page over `continuation`. Invalid filters give
 * an `InvalidParameterError` on `error` and send nothing. Needs a client with an API key (or a proxy that adds it).
 *
 * @example
 * const { requests, fetchNextPage, hasNextPage } = useRequests({ user, limit: 20, includeTotal: true })
 */
export function useRequests(
  filters: UseRequestsParameters = {},
  options: UseRequestsOptions = {},
): UseRequestsReturnType {
  const client = useCrosspayClient({ client: options.client })
  const query = useInfiniteQuery({
    ...getRequestsQueryOptions(client, filters),
    enabled: options.enabled ?? true,
  })
  const requests = useMemo(() => query.data?.pages.flatMap((page) => page.requests) ?? [], [query.data])
  return Object.assign(query, { requests, total: query.data?.pages[0]?.total })
}
