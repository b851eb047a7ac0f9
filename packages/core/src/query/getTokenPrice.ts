import type { QueryObserverOptions } from '@tanstack/react-query'
import type { CrosspayClient } from '../api/CrosspayClient'
import {
  type GetTokenPriceErrorType,
  type GetTokenPriceParameters,
  type GetTokenPriceReturnType,
  getTokenPrice,
} from '../api/getTokenPrice'
import { InvalidParameterError } from '../errors/InvalidParameterError'
import { getRecoveryOptions } from './getRecoveryOptions'
import { toQueryKeyParameters } from './toQueryKeyParameters'

/** Parameters of the token-price query; either may be missing (the query then stays disabled). */
export type GetTokenPriceQueryParameters = Partial<GetTokenPriceParameters>

/**
 * Key of the token-price query: `['tokenPrice', {baseUrl, keyId?, chainId, address}]` (the address as given).
 * `keyId` is `client.keyId`, a fingerprint of the API key (never the key).
 */
export function getTokenPriceQueryKey(
  parameters: { baseUrl: string; keyId?: string | undefined } & GetTokenPriceQueryParameters,
) {
  return ['tokenPrice', toQueryKeyParameters(parameters)] as const
}

/** Type of {@link getTokenPriceQueryKey}'s result. */
export type GetTokenPriceQueryKey = ReturnType<typeof getTokenPriceQueryKey>

/**
 * Query options for `GET /currencies/token/price`. Enabled only when `chainId` and `address` are given; a price
 * stays fresh for a minute (it is shown beside balances, not used to price a payment). Transient failures are
 * retried with backoff (`getRecoveryOptions`); the price is decoration, so a failed one is not polled for.
 *
 * @example
 * const price = await queryClient.fetchQuery(getTokenPriceQueryOptions(client, { chainId, address }))
 */
export function getTokenPriceQueryOptions(
  client: CrosspayClient,
  parameters: GetTokenPriceQueryParameters = {},
) {
  const { chainId, address } = parameters
  const recovery = getRecoveryOptions(client.backoff)
  return {
    queryKey: getTokenPriceQueryKey({ ...parameters, baseUrl: client.baseUrl, keyId: client.keyId }),
    queryFn: ({ signal }) => {
      if (chainId === undefined || address === undefined)
        throw new InvalidParameterError({ parameter: 'address', rule: 'is required', value: address })
      return getTokenPrice(client, { chainId, address }, { signal })
    },
    enabled: chainId !== undefined && address !== undefined,
    staleTime: 60_000,
    retry: recovery.retry,
    retryDelay: recovery.retryDelay,
  } satisfies QueryObserverOptions<
    GetTokenPriceReturnType,
    GetTokenPriceErrorType,
    GetTokenPriceReturnType,
    GetTokenPriceReturnType,
    GetTokenPriceQueryKey
  >
}
