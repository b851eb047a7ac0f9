import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import type {
  GetAppBalanceErrorType,
  GetAppBalanceParameters,
  GetAppBalanceReturnType,
} from '../api/getAppBalance'
import { getAppBalanceQueryOptions } from '../query/getAppBalance'
import { type UseCrosspayClientParameters, useCrosspayClient } from './useCrosspayClient'

/** Input of {@link useAppBalance}: the sponsorship wallet (undefined: wait, send nothing). */
export type UseAppBalanceParameters = GetAppBalanceParameters['wallet'] | undefined

/** Options of {@link useAppBalance}. */
export type UseAppBalanceOptions = UseCrosspayClientParameters & {
  /** Set false to not fetch. Defaults to true (the query also waits for a wallet). */
  enabled?: boolean | undefined
  /** Refetch every this many ms (balances move with deposits, sponsorship and fast-fill holds). Defaults to off. */
  refetchInterval?: number | false | undefined
}

/**
 * What {@link useAppBalance} returns: the query result; `data` has `balances` (one per currency),
 * `totalBalanceUsd`, `outstandingFastFillBalanceUsd` (holds) and `availableBalanceUsd` (total − holds).
 */
export type UseAppBalanceReturnType = UseQueryResult<GetAppBalanceReturnType, GetAppBalanceErrorType>

/**
 * The app balance of an integrator's sponsorship wallet (`GET /app-fees/{wallet}/balances`).
 * Waits (no request) while `wallet` is undefined.
 *
 * @example
 * const { data } = useAppBalance(sponsorWallet)
 * data?.availableBalanceUsd // what new fast fills can still hold
 */
export function useAppBalance(
  wallet: UseAppBalanceParameters,
  options: UseAppBalanceOptions = {},
): UseAppBalanceReturnType {
  const { client: clientOverride, enabled = true, refetchInterval } = options
  const client = useCrosspayClient({ client: clientOverride })
  const queryOptions = getAppBalanceQueryOptions(client, { wallet })
  return useQuery({
    ...queryOptions,
    enabled: enabled && queryOptions.enabled,
    ...(refetchInterval !== undefined ? { refetchInterval } : {}),
  })
}
