import type { QueryObserverOptions } from '@tanstack/react-query'
import type { CrosspayClient } from '../api/CrosspayClient'
import type { GetQuoteErrorType, GetQuoteParameters, GetQuoteReturnType } from '../api/getQuote'
import { postQuote } from '../api/postQuote'
import { isQuoteParametersComplete } from '../quote/isQuoteParametersComplete'
import {
  type QuoteChainInfo,
  type QuoteParametersWarning,
  validateQuoteParameters,
} from '../quote/validateQuoteParameters'
import { warnQuoteParameters } from '../quote/warnQuoteParameters'
import { getRecoveryOptions } from './getRecoveryOptions'
import { toQueryKeyParameters } from './toQueryKeyParameters'
import { withFailureStreak } from './withFailureStreak'

/**
 * Parameters of the quote query: a quote body that may still be incomplete (the query then stays disabled),
 * plus what the checks need to know of the chains.
 */
export type GetQuoteQueryParameters = Partial<GetQuoteParameters> & {
  /**
   * Known chains (`GET /chains`): addresses are then checked per VM and SVM-only rules (`depositFeePayer`) apply.
   * Defaults to none: only the checks that need no chain.
   */
  chains?: readonly QuoteChainInfo[] | undefined
  /**
   * The chains are on their way: hold a body that passes the chain-free checks until they arrive (a body that
   * fails them fails at once). Defaults to false.
   */
  chainsPending?: boolean | undefined
}

/** The quote body, without the fields of {@link GetQuoteQueryParameters} that are not sent. */
type QuoteBody = Partial<GetQuoteParameters>

/**
 * Key of the quote query: `['quote', {baseUrl, keyId?, ...body}]`.
 * `keyId` is `client.keyId`, a fingerprint of the API key (never the key), so that clients with
 * different keys never share an entry.
 */
export function getQuoteQueryKey(parameters: { baseUrl: string; keyId?: string | undefined } & QuoteBody) {
  return ['quote', toQueryKeyParameters(parameters)] as const
}

/** Type of {@link getQuoteQueryKey}'s result. */
export type GetQuoteQueryKey = ReturnType<typeof getQuoteQueryKey>

/**
 * Query options for `POST /quote/v2`, plus the body's `warnings`. The body is checked once, here: it is enabled
 * only when every required field is present; an invalid body is an `InvalidParameterError` from the query
 * function with no request sent; `warnings` lists accepted but ineffective combinations (`subsidizeRent` without
 * `subsidizeFees`, …; empty while incomplete or invalid), also handed once to the client's `onWarning`. The
 * fetch is aborted when the query is cancelled (a newer body replaced it). It refreshes every 30 s (prices move;
 * each answer carries a new `requestId`). Recovery follows `getRecoveryOptions` (retries with backoff honouring `Retry-After`).
 *
 * @example
 * const { warnings, ...options } = getQuoteQueryOptions(client, body)
 * const quote = await queryClient.fetchQuery(options)
 */
export function getQuoteQueryOptions(client: CrosspayClient, parameters: GetQuoteQueryParameters = {}) {
  const { chains, chainsPending = false, ...body } = parameters
  const complete = isQuoteParametersComplete(body)
  let error: unknown
  let warnings: QuoteParametersWarning[] = []
  if (complete)
    try {
      warnings = validateQuoteParameters(body, { chains }).warnings
    } catch (invalid) {
      error = invalid
    }
  const recovery = getRecoveryOptions(client.backoff)
  const options = {
    queryKey: getQuoteQueryKey({ ...body, baseUrl: client.baseUrl, keyId: client.keyId }),
    queryFn: withFailureStreak(async ({ signal }) => {
      if (error !== undefined) throw error
      warnQuoteParameters(client, warnings)
      return postQuote(client, body as GetQuoteParameters, { signal })
    }),
    enabled: complete && (error !== undefined || !chainsPending),
    // A fresh quote every 30 s; after a transient failure, sooner, at the recovery model's pace.
    refetchInterval: (query) => recovery.refetchAfterError(query.state) ?? 30_000,
    retry: recovery.retry,
    retryDelay: recovery.retryDelay,
  } satisfies QueryObserverOptions<
    GetQuoteReturnType,
    GetQuoteErrorType,
    GetQuoteReturnType,
    GetQuoteReturnType,
    GetQuoteQueryKey
  >
  return Object.assign(options, { warnings })
}
