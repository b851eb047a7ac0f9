import { queryOptions } from '@tanstack/react-query'
import type { CrosspayClient } from '../api/CrosspayClient'
import {
  type GetChainsErrorType,
  type GetChainsParameters,
  type GetChainsReturnType,
  getChains,
} from '../api/getChains'
import { isRetryableError } from './isRetryableError'
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
 * (chain flags such as `disabled` change rarely, but do change during incidents). Transient failures
 * (429, 5xx, network) retry twice, after the QueryClient's `retryDelay` (TanStack's default: 1 s, then 2 s);
 * other failures (4xx, malformed responses) are not retried.
 *
 * @example
 * const chains = await queryClient.fetchQuery(getChainsQueryOptions(client))
 */
export function getChainsQueryOptions(client: CrosspayClient, parameters: GetChainsParameters = {}) {
  return queryOptions<GetChainsReturnType, GetChainsErrorType, GetChainsReturnType, GetChainsQueryKey>({
    queryKey: getChainsQueryKey({ baseUrl: client.baseUrl, keyId: client.keyId }),
    queryFn: ({ signal }) => getChains(client, parameters, { signal }),
    staleTime: 60_000,
    retry: (failureCount, error) => failureCount < 2 && isRetryableError(error),
  })
}
