'use client'
import { type UseQueryResult, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { GetAppBalanceErrorType, GetAppBalanceReturnType } from '../api/getAppBalance'
import { type ClaimableBalance, getClaimableBalances } from '../appBalance/getClaimableBalances'
import {
  type GetAppBalanceQueryKey,
  type GetAppBalanceQueryParameters,
  getAppBalanceQueryOptions,
} from '../query/getAppBalance'
import type { RecoveryState } from '../query/getRecoveryState'
import type { QueryParameter } from './QueryParameter'
import { type UseCrosspayClientParameters, useCrosspayClient } from './useCrosspayClient'
import { useRecoveryState } from './useRecoveryState'
import { withRecoveryInterval } from './withRecoveryInterval'

/**
 * Parameters of {@link useAppBalance}: the sponsorship `wallet` (undefined: wait, send nothing), the client and
 * TanStack's `query` options (`refetchInterval` to follow deposits, sponsorship and fast-fill holds).
 */
export type UseAppBalanceParameters<selectData = GetAppBalanceReturnType> = GetAppBalanceQueryParameters &
  UseCrosspayClientParameters &
  QueryParameter<GetAppBalanceReturnType, GetAppBalanceErrorType, selectData, GetAppBalanceQueryKey>

/**
 * What {@link useAppBalance} returns: the query result; `data` has `balances` (one per currency),
 * `totalBalanceUsd`, `outstandingFastFillBalanceUsd` (holds) and `availableBalanceUsd` (total − holds); plus
 * `claimable`, what each currency can be claimed for now (from the balances themselves, whatever `select` does);
 * and the recovery state (`isRetrying`, `nextAttemptAt`).
 */
export type UseAppBalanceReturnType<selectData = GetAppBalanceReturnType> = UseQueryResult<
  selectData,
  GetAppBalanceErrorType
> & {
  /** Per currency, the smallest units one claim can take now (holds reduce it; see `getClaimableBalances`). */
  claimable: ClaimableBalance[]
} & RecoveryState

/**
 * The app balance of an integrator's sponsorship wallet (`GET /app-fees/{wallet}/balances`).
 * Waits (no request) while `wallet` is undefined.
 *
 * @example
 * const { data } = useAppBalance({ wallet: sponsorWallet, query: { refetchInterval: 5_000 } })
 * data?.availableBalanceUsd // what new fast fills and claims can still use
 */
export function useAppBalance<selectData = GetAppBalanceReturnType>(
  parameters: UseAppBalanceParameters<selectData> = {},
): UseAppBalanceReturnType<selectData> {
  const { client: clientOverride, query = {}, ...rest } = parameters
  const client = useCrosspayClient({ client: clientOverride })
  const queryClient = useQueryClient()
  const options = getAppBalanceQueryOptions(client, rest)
  const result = useQuery<GetAppBalanceReturnType, GetAppBalanceErrorType, selectData, GetAppBalanceQueryKey>(
    {
      ...options,
      ...query,
      refetchInterval: withRecoveryInterval(options.refetchInterval, query.refetchInterval as never) as never,
      enabled: options.enabled && (query.enabled ?? true),
    },
  )
  // The balances themselves, even when `select` reshaped `data` (reading `dataUpdatedAt` re-renders on each fetch).
  const updatedAt = result.dataUpdatedAt
  const raw = query.select
    ? queryClient.getQueryData<GetAppBalanceReturnType>(options.queryKey)
    : (result.data as GetAppBalanceReturnType | undefined)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `updatedAt` stands for the cached balances
  const claimable = useMemo(() => (raw ? getClaimableBalances(raw) : []), [raw, updatedAt])
  return Object.assign(
    result,
    { claimable },
    useRecoveryState(options.queryKey, result.failureCount, result.status),
  )
}
