'use client'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import type { GetTokenPriceErrorType, GetTokenPriceReturnType } from '../api/getTokenPrice'
import {
  type GetTokenPriceQueryKey,
  type GetTokenPriceQueryParameters,
  getTokenPriceQueryOptions,
} from '../query/getTokenPrice'
import type { QueryParameter } from './QueryParameter'
import { type UseCrosspayClientParameters, useCrosspayClient } from './useCrosspayClient'

/**
 * Parameters of {@link useTokenPrice}: the token's `chainId` and `address` (either undefined: wait, send nothing),
 * the client and TanStack's `query` options.
 */
export type UseTokenPriceParameters<selectData = GetTokenPriceReturnType> = GetTokenPriceQueryParameters &
  UseCrosspayClientParameters &
  QueryParameter<GetTokenPriceReturnType, GetTokenPriceErrorType, selectData, GetTokenPriceQueryKey>

/** What {@link useTokenPrice} returns: the query result; `data` is the USD price of one whole token. */
export type UseTokenPriceReturnType<selectData = GetTokenPriceReturnType> = UseQueryResult<
  selectData,
  GetTokenPriceErrorType
>

/**
 * A token's USD price (`GET /currencies/token/price`), for showing balances in USD. Waits (no request) while
 * `chainId` or `address` is undefined; a minute fresh, shared by every component asking for the same token.
 *
 * @example
 * const { data: price } = useTokenPrice({ chainId: 8453, address: usdcAddress })
 */
export function useTokenPrice<selectData = GetTokenPriceReturnType>(
  parameters: UseTokenPriceParameters<selectData> = {},
): UseTokenPriceReturnType<selectData> {
  const { client: clientOverride, query = {}, ...rest } = parameters
  const client = useCrosspayClient({ client: clientOverride })
  const options = getTokenPriceQueryOptions(client, rest)
  return useQuery<GetTokenPriceReturnType, GetTokenPriceErrorType, selectData, GetTokenPriceQueryKey>({
    ...options,
    ...query,
    enabled: options.enabled && (query.enabled ?? true),
  })
}
