import type { QueryObserverOptions } from '@tanstack/query-core'
import type { CrosspayClient } from '../api/CrosspayClient'
import {
  type GetChainsErrorType,
  type GetChainsParameters,
  type GetChainsReturnType,
  getChains,
} from '../api/getChains'
import { shouldRetry } from './shouldRetry'
import { toQueryKeyParameters } from './toQueryKeyParameters'

/**
 * Key of the chains query: `['chains', {baseUrl, keyId?}]`.
 * `keyId` is `client.keyId`, a fingerprint of the API key (never the key), so that clients with
 * different keys never share an entry.
 */
export function getChainsQueryKey(parameters: { baseUrl: string; keyId?: string | undefined }) {
  return ['chains', toQueryKeyParameters(parameters)] as const
}

/** Type of {@link getChainsQueryKey}'s result. */
export type GetChainsQueryKey = ReturnType<typeof getChainsQueryKey>

/**
 * Query options for `GET /chains`: key, fetcher (aborted with the query) and a one-minute `staleTime`
 * (chain flags such as `disabled` change rarely, but do change during incidents). Retries follow
 * {@link shouldRetry}.
 *
 * @example
 * const chains = await queryClient.fetchQuery(getChainsQueryOptions(client))
 */
export function getChainsQueryOptions(client: CrosspayClient, parameters: GetChainsParameters = {}) {
  return {
    queryKey: getChainsQueryKey({ baseUrl: client.baseUrl, keyId: client.keyId }),
    queryFn: ({ signal }) => getChains(client, parameters, { signal }),
    staleTime: 60_000,
    retry: shouldRetry,
  } satisfies QueryObserverOptions<
    GetChainsReturnType,
    GetChainsErrorType,
    GetChainsReturnType,
    GetChainsReturnType,
    GetChainsQueryKey
  >
}
