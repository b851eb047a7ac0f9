import type { QueryKey, UseInfiniteQueryOptions } from '@tanstack/react-query'

/**
 * The `query` option of crosspay's paged hooks: TanStack Query's infinite-query options (`select`,
 * `staleTime`, `placeholderData`, `throwOnError`, `maxPages`, …), spread after the ones crosspay derives.
 * The key, fetcher and page cursor (`initialPageParam`, `getNextPageParam`) are crosspay's.
 */
export type InfiniteQueryParameter<
  queryFnData,
  error,
  data,
  queryKey extends QueryKey = QueryKey,
  pageParam = unknown,
> = {
  /** TanStack Query infinite-query options, spread after crosspay's. */
  query?:
    | (Omit<
        UseInfiniteQueryOptions<queryFnData, error, data, queryKey, pageParam>,
        | 'queryKey'
        | 'queryFn'
        | 'queryHash'
        | 'queryKeyHashFn'
        | 'enabled'
        | 'initialPageParam'
        | 'getNextPageParam'
        | 'getPreviousPageParam'
      > & {
        /** Set false to hold the query (no request; cached pages stay). Defaults to true. */
        enabled?: boolean | undefined
      })
    | undefined
}
