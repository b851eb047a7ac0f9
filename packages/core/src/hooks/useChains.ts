'use client'
import { type UseQueryResult, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { GetChainsErrorType, GetChainsReturnType } from '../api/getChains'
import { type GroupedChains, groupChainsByState } from '../chains/groupChainsByState'
import { type GetChainsQueryKey, getChainsQueryOptions } from '../query/getChains'
import type { RecoveryState } from '../query/getRecoveryState'
import type { QueryParameter } from './QueryParameter'
import { type UseCrosspayClientParameters, useCrosspayClient } from './useCrosspayClient'
import { useRecoveryState } from './useRecoveryState'
import { withRecoveryInterval } from './withRecoveryInterval'

/** Parameters of {@link useChains}: the client and TanStack's `query` options (it takes no input). */
export type UseChainsParameters<selectData = GetChainsReturnType> = UseCrosspayClientParameters &
  QueryParameter<GetChainsReturnType, GetChainsErrorType, selectData, GetChainsQueryKey>

/** A chain record, as `GET /chains` returns it. */
type Chain = GetChainsReturnType[number]

/**
 * What {@link useChains} returns: the query result (`data` is every chain record, or what `query.select` made
 * of them) plus the chains grouped by availability (from the records themselves, whatever `select` does; empty
 * lists until loaded) and the recovery state (`isRetrying`, `nextAttemptAt`: a failed load keeps trying by
 * itself).
 */
export type UseChainsReturnType<selectData = GetChainsReturnType> = UseQueryResult<
  selectData,
  GetChainsErrorType
> &
  GroupedChains<Chain> &
  RecoveryState

/**
 * The chains of the service (`GET /chains`), with `disabled`, `degraded` (block production lagging)
 * and `depositEnabled` lists for pickers and warnings.
 *
 * @example
 * const { data: chains, depositEnabled, degraded } = useChains()
 */
export function useChains<selectData = GetChainsReturnType>(
  parameters: UseChainsParameters<selectData> = {},
): UseChainsReturnType<selectData> {
  const { client: clientOverride, query = {} } = parameters
  const client = useCrosspayClient({ client: clientOverride })
  const queryClient = useQueryClient()
  const options = getChainsQueryOptions(client)
  const result = useQuery<GetChainsReturnType, GetChainsErrorType, selectData, GetChainsQueryKey>({
    ...options,
    ...query,
    refetchInterval: withRecoveryInterval(options.refetchInterval, query.refetchInterval as never) as never,
    enabled: query.enabled ?? true,
  })
  // With `select`, the groups still come from the records themselves (the cache; reading `dataUpdatedAt`
  // re-renders on each fetch); without it, from `data` (placeholder data included).
  const updatedAt = result.dataUpdatedAt
  const data = query.select ? undefined : (result.data as GetChainsReturnType | undefined)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `updatedAt` stands for the cached records
  const grouped = useMemo(
    () => groupChainsByState(data ?? queryClient.getQueryData<GetChainsReturnType>(options.queryKey) ?? []),
    [data, queryClient, updatedAt, options.queryKey[1].baseUrl, options.queryKey[1].keyId],
  )
  return Object.assign(
    result,
    grouped,
    useRecoveryState(options.queryKey, result.failureCount, result.status),
  )
}
