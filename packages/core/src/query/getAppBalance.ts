import type { QueryObserverOptions } from '@tanstack/react-query'
import type { CrosspayClient } from '../api/CrosspayClient'
import {
  type GetAppBalanceErrorType,
  type GetAppBalanceParameters,
  type GetAppBalanceReturnType,
  getAppBalance,
} from '../api/getAppBalance'
import { InvalidParameterError } from '../errors/InvalidParameterError'
import { getRecoveryOptions } from './getRecoveryOptions'
import { toQueryKeyParameters } from './toQueryKeyParameters'
import { withFailureStreak } from './withFailureStreak'

/** Parameters of the app-balance query; `wallet` may be missing (the query then stays disabled). */
export type GetAppBalanceQueryParameters = Partial<GetAppBalanceParameters>

/**
 * Key of the app-balance query: `['appBalance', {baseUrl, keyId?, wallet}]`.
 * `keyId` is `client.keyId`, a fingerprint of the API key (never the key), so that clients with
 * different keys never share an entry.
 */
export function getAppBalanceQueryKey(
  parameters: { baseUrl: string; keyId?: string | undefined } & GetAppBalanceQueryParameters,
) {
  return ['appBalance', toQueryKeyParameters(parameters)] as const
}

/** Type of {@link getAppBalanceQueryKey}'s result. */
export type GetAppBalanceQueryKey = ReturnType<typeof getAppBalanceQueryKey>

/**
 * Query options for `GET /app-fees/{wallet}/balances`. Enabled only when `wallet` is given. Recovery follows
 * `getRecoveryOptions` (retries with backoff, then it keeps trying at the backoff's pace).
 *
 * @example
 * const { availableBalanceUsd } = await queryClient.fetchQuery(getAppBalanceQueryOptions(client, { wallet }))
 */
export function getAppBalanceQueryOptions(
  client: CrosspayClient,
  parameters: GetAppBalanceQueryParameters = {},
) {
  const { wallet } = parameters
  const recovery = getRecoveryOptions(client.backoff)
  return {
    queryKey: getAppBalanceQueryKey({ ...parameters, baseUrl: client.baseUrl, keyId: client.keyId }),
    queryFn: withFailureStreak(async ({ signal }) => {
      if (!wallet)
        throw new InvalidParameterError({ parameter: 'wallet', rule: 'is required', value: wallet })
      return getAppBalance(client, { ...parameters, wallet }, { signal })
    }),
    enabled: Boolean(wallet),
    retry: recovery.retry,
    retryDelay: recovery.retryDelay,
    refetchInterval: (query) => recovery.refetchAfterError(query.state) ?? false,
  } satisfies QueryObserverOptions<
    GetAppBalanceReturnType,
    GetAppBalanceErrorType,
    GetAppBalanceReturnType,
    GetAppBalanceReturnType,
    GetAppBalanceQueryKey
  >
}
