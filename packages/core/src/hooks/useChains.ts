import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { GetChainsErrorType, GetChainsReturnType } from '../api/getChains'
import { type GroupedChains, groupChainsByState } from '../chains/groupChainsByState'
import { getChainsQueryOptions } from '../query/getChains'
import { type UseCrosspayClientParameters, useCrosspayClient } from './useCrosspayClient'

/** Options of {@link useChains} (it takes no input). */
export type UseChainsOptions = UseCrosspayClientParameters & {
  /** Set false to not fetch. Defaults to true. */
  enabled?: boolean | undefined
}

/** A chain record, as `GET /chains` returns it. */
type Chain = GetChainsReturnType[number]

/**
 * What {@link useChains} returns: the query result (`data` is every chain record) plus the chains
 * grouped by availability (empty lists until loaded).
 */
export type UseChainsReturnType = UseQueryResult<GetChainsReturnType, GetChainsErrorType> &
  GroupedChains<Chain>

/**
 * The chains of the service (`GET /chains`), with `disabled`, `degraded` (block production lagging)
 * and `depositEnabled` lists for pickers and warnings.
 *
 * @example
 * const { data: chains, depositEnabled, degraded } = useChains()
 */
export function useChains(options: UseChainsOptions = {}): UseChainsReturnType {
  const { client: clientOverride, enabled } = options
  const client = useCrosspayClient({ client: clientOverride })
  const queryOptions = getChainsQueryOptions(client)
  const query = useQuery({ ...queryOptions, enabled: enabled ?? true })
  const grouped = useMemo(() => groupChainsByState(query.data ?? []), [query.data])
  return Object.assign(query, grouped)
}
