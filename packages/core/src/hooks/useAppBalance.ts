'use client'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import type { GetAppBalanceErrorType, GetAppBalanceReturnType } from '../api/getAppBalance'
import {
  type GetAppBalanceQueryKey,
  type GetAppBalanceQueryParameters,
  getAppBalanceQueryOptions,
} from '../query/getAppBalance'
import type { QueryParameter } from './QueryParameter'
import { type UseCrosspayClientParameters, useCrosspayClient } from './useCrosspayClient'

/**
 * Parameters of {@link useAppBalance}: the sponsorship `wallet` (undefined: wait, send nothing), the client and
 * TanStack's `query` options (`refetchInterval` to follow deposits, sponsorship and fast-fill holds).
 */
export type UseAppBalanceParameters<selectData = GetAppBalanceReturnType> = GetAppBalanceQueryParameters &
  UseCrosspayClientParameters &
  QueryParameter<GetAppBalanceReturnType, GetAppBalanceErrorType, selectData, GetAppBalanceQueryKey>

/**
 * What {@link useAppBalance} returns: the query result; `data` has `balances` (one per currency),
 * `totalBalanceUsd`, `outstandingFastFillBalanceUsd` (holds) and `availableBalanceUsd` (total − holds).
 */
export type UseAppBalanceReturnType<selectData = GetAppBalanceReturnType> = UseQueryResult<
  selectData,
  GetAppBalanceErrorType
>

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
  const options = getAppBalanceQueryOptions(client, rest)
  return useQuery<GetAppBalanceReturnType, GetAppBalanceErrorType, selectData, GetAppBalanceQueryKey>({
    ...options,
    ...query,
    enabled: options.enabled && (query.enabled ?? true),
  })
}
