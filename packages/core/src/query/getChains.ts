import type { QueryObserverOptions } from '@tanstack/react-query'
import type { CrosspayClient } from '../api/CrosspayClient'
import {
  type GetChainsErrorType,
  type GetChainsParameters,
  type GetChainsReturnType,
  getChains,
} from '../api/getChains'
import { getRecoveryOptions } from './getRecoveryOptions'
import { toQueryKeyParameters } from './toQueryKeyParameters'
import { withFailureStreak } from './withFailureStreak'

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
 * (chain flags such as `disabled` change rarely, but do change during incidents). Recovery follows
 * `getRecoveryOptions`: transient failures are retried with backoff, then the query keeps trying at the
 * backoff's pace, so pickers fill by themselves once the service answers.
 *
 * @example
 * const chains = await queryClient.fetchQuery(getChainsQueryOptions(client))
 */
export function getChainsQueryOptions(client: CrosspayClient, parameters: GetChainsParameters = {}) {
  const recovery = getRecoveryOptions(client.backoff)
  return {
    queryKey: getChainsQueryKey({ baseUrl: client.baseUrl, keyId: client.keyId }),
    queryFn: withFailureStreak(({ signal }) => getChains(client, parameters, { signal })),
    staleTime: 60_000,
    retry: recovery.retry,
    retryDelay: recovery.retryDelay,
    refetchInterval: (query) => recovery.refetchAfterError(query.state) ?? false,
  } satisfies QueryObserverOptions<
    GetChainsReturnType,
    GetChainsErrorType,
    GetChainsReturnType,
    GetChainsReturnType,
    GetChainsQueryKey
  >
}
