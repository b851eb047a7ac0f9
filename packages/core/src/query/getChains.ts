import { queryOptions } from '@tanstack/react-query'
import type { CrosspayClient } from '../api/CrosspayClient'
import {
  type GetChainsErrorType,
  type GetChainsParameters,
  type GetChainsReturnType,
  getChains,
} from '../api/getChains'
import { toQueryKeyParameters } from './toQueryKeyParameters'

/** Key of the chains query: `['chains', {baseUrl, ...parameters}]`. */
export function getChainsQueryKey(parameters: { baseUrl: string }) {
  return ['chains', toQueryKeyParameters(parameters)] as const
}

/** Type of {@link getChainsQueryKey}'s result. */
export type GetChainsQueryKey = ReturnType<typeof getChainsQueryKey>

/**
 * Query options for `GET /chains`: key, fetcher (aborted with the query) and a one-minute `staleTime`
 * (chain flags such as `disabled` change rarely, but do change during incidents).
 *
 * @example
 * const chains = await queryClient.fetchQuery(getChainsQueryOptions(client))
 */
export function getChainsQueryOptions(client: CrosspayClient, parameters: GetChainsParameters = {}) {
  return queryOptions<GetChainsReturnType, GetChainsErrorType, GetChainsReturnType, GetChainsQueryKey>({
    queryKey: getChainsQueryKey({ baseUrl: client.baseUrl }),
    queryFn: ({ signal }) => getChains(client, parameters, { signal }),
    staleTime: 60_000,
  })
}
