import type { QueryKey, UseQueryOptions } from '@tanstack/react-query'

/**
 * The `query` option of every crosspay query hook: TanStack Query's own options (`select`, `staleTime`,
 * `placeholderData`, `throwOnError`, `refetchInterval`, `enabled`, …), spread after the ones crosspay derives.
 * `queryKey` and `queryFn` are crosspay's. `enabled: false` holds the query; it never enables a query whose
 * parameters are incomplete.
 */
export type QueryParameter<queryFnData, error, data = queryFnData, queryKey extends QueryKey = QueryKey> = {
  /** TanStack Query options, spread after crosspay's (`select`, `staleTime`, `placeholderData`, `throwOnError`, …). */
  query?:
    | (Omit<
        UseQueryOptions<queryFnData, error, data, queryKey>,
        'queryKey' | 'queryFn' | 'queryHash' | 'queryKeyHashFn' | 'enabled'
      > & {
        /** Set false to hold the query (no request; cached data stays). Defaults to true. */
        enabled?: boolean | undefined
      })
    | undefined
}
