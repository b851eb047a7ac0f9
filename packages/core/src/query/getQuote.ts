import { queryOptions } from '@tanstack/react-query'
import type { CrosspayClient } from '../api/CrosspayClient'
import {
  type GetQuoteErrorType,
  type GetQuoteParameters,
  type GetQuoteReturnType,
  getQuote,
} from '../api/getQuote'
import { isQuoteParametersComplete } from '../quote/isQuoteParametersComplete'
import {
  type ValidateQuoteParametersOptions,
  validateQuoteParameters,
} from '../quote/validateQuoteParameters'
import { isRetryableError } from './isRetryableError'
import { toQueryKeyParameters } from './toQueryKeyParameters'

/** Parameters of the quote query: a quote body that may still be incomplete (the query then stays disabled). */
export type GetQuoteQueryParameters = Partial<GetQuoteParameters>

/**
 * Key of the quote query: `['quote', {baseUrl, keyId?, ...body}]`.
 * `keyId` is `client.keyId`, a fingerprint of the API key (never the key), so that clients with
 * different keys never share an entry.
 */
export function getQuoteQueryKey(
  parameters: { baseUrl: string; keyId?: string | undefined } & GetQuoteQueryParameters,
) {
  return ['quote', toQueryKeyParameters(parameters)] as const
}

/** Type of {@link getQuoteQueryKey}'s result. */
export type GetQuoteQueryKey = ReturnType<typeof getQuoteQueryKey>

/**
 * Query options for `POST /quote/v2`. Enabled only when every required field is present
 * (`isQuoteParametersComplete`); before sending, the body is checked with `validateQuoteParameters`,
 * so an invalid body fails with an `InvalidParameterError` and no request. The fetch is aborted when
 * the query is cancelled (a newer quote replaced it). Transient failures (429, 5xx, network) retry twice,
 * after the QueryClient's `retryDelay` (TanStack's default: 1 s, then 2 s); other failures are not retried.
 *
 * @example
 * const quote = await queryClient.fetchQuery(getQuoteQueryOptions(client, body))
 */
export function getQuoteQueryOptions(
  client: CrosspayClient,
  parameters: GetQuoteQueryParameters = {},
  options: ValidateQuoteParametersOptions = {},
) {
  return queryOptions<GetQuoteReturnType, GetQuoteErrorType, GetQuoteReturnType, GetQuoteQueryKey>({
    queryKey: getQuoteQueryKey({ ...parameters, baseUrl: client.baseUrl, keyId: client.keyId }),
    queryFn: ({ signal }) => {
      validateQuoteParameters(parameters as GetQuoteParameters, options)
      return getQuote(client, parameters as GetQuoteParameters, { signal })
    },
    enabled: isQuoteParametersComplete(parameters),
    retry: (failureCount, error) => failureCount < 2 && isRetryableError(error),
  })
}
