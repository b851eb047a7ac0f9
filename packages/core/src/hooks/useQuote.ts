import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { GetQuoteErrorType, GetQuoteParameters, GetQuoteReturnType } from '../api/getQuote'
import { getChainsQueryOptions } from '../query/getChains'
import { getQuoteQueryOptions } from '../query/getQuote'
import { isQuoteParametersComplete } from '../quote/isQuoteParametersComplete'
import {
  type QuoteChainInfo,
  type QuoteParametersWarning,
  validateQuoteParameters,
} from '../quote/validateQuoteParameters'
import { type UseCrosspayClientParameters, useCrosspayClient } from './useCrosspayClient'
import { useDebouncedValue } from './useDebouncedValue'

/** The quote body as the user fills it in: any field may still be missing. */
export type UseQuoteParameters = Partial<GetQuoteParameters> | undefined

/** Options of {@link useQuote}. */
export type UseQuoteOptions = UseCrosspayClientParameters & {
  /** Wait until the parameters have stopped changing for this many ms before asking. Defaults to 300. */
  debounceMs?: number | undefined
  /** Ask again every this many ms while idle (prices move); `false` for never. Defaults to 30000. */
  refetchInterval?: number | false | undefined
  /** Keep the current quote and stop asking (while its steps are being executed). Defaults to false. */
  paused?: boolean | undefined
  /** Set false to not ask at all. Defaults to true. */
  enabled?: boolean | undefined
  /**
   * Known chains, so addresses are validated per VM and SVM-only rules (`depositFeePayer`) apply.
   * Defaults to the chains query (`getChainsQueryOptions`, cached and shared with `useChains`), fetched
   * once the body is complete. Until it is known nothing is sent (an invalid body fails at once with what
   * needs no chain); if the chains request fails, the body is checked without chains and sent while that
   * request is retried.
   */
  chains?: readonly QuoteChainInfo[] | undefined
}

/**
 * What {@link useQuote} returns: the query result (`data` is the quote; an invalid body is an
 * `InvalidParameterError` on `error`) plus `warnings` for accepted but ineffective combinations,
 * such as `subsidizeRent` without `subsidizeFees` (`RENT_WITHOUT_SUBSIDIZE_FEES`).
 */
export type UseQuoteReturnType = UseQueryResult<GetQuoteReturnType, GetQuoteErrorType> & {
  /** Ineffective parameter combinations of the current body (empty when none, or when it is incomplete/invalid). */
  warnings: QuoteParametersWarning[]
}

/**
 * A live quote for what the user is filling in: asks `POST /quote/v2` once the body is complete and
 * valid and has stopped changing for `debounceMs`; aborts a request whose body changed meanwhile;
 * refreshes every `refetchInterval` while idle; keeps still while `paused`.
 *
 * @example
 * const { data: quote, error, warnings } = useQuote({ user, originChainId: 8453, … }, { paused: executing })
 */
export function useQuote(parameters: UseQuoteParameters, options: UseQuoteOptions = {}): UseQuoteReturnType {
  const { client: clientOverride, debounceMs = 300, refetchInterval = 30_000, paused = false } = options
  const client = useCrosspayClient({ client: clientOverride })
  const debounced = useDebouncedValue(parameters ?? {}, debounceMs, JSON.stringify(parameters ?? {}))
  const complete = isQuoteParametersComplete(debounced)
  const enabled = (options.enabled ?? true) && !paused && complete
  // The chains of the service, unless the host passed its own: shared with `useChains` through the cache.
  const chainsQuery = useQuery({
    ...getChainsQueryOptions(client),
    enabled: enabled && options.chains === undefined,
  })
  const chains = options.chains ?? chainsQuery.data
  // Without chains (still loading, or failed), validate what needs none: an error there needs no wait.
  // A chains request that failed once does not hold the quote back while it is retried (1 s, 2 s).
  const chainsSettled = chains !== undefined || chainsQuery.isError || chainsQuery.failureCount > 0
  const invalidWithoutChains = useMemo(() => complete && !isValid(debounced), [complete, debounced])
  const queryOptions = getQuoteQueryOptions(client, debounced, { chains })
  const warnings = useMemo(() => {
    if (!complete) return []
    try {
      return validateQuoteParameters(debounced, { chains }).warnings
    } catch {
      return []
    }
  }, [complete, debounced, chains])
  const query = useQuery({
    ...queryOptions,
    enabled: enabled && queryOptions.enabled && (chainsSettled || invalidWithoutChains),
    refetchInterval: paused ? false : refetchInterval,
  })
  return Object.assign(query, { warnings })
}

function isValid(parameters: GetQuoteParameters): boolean {
  try {
    validateQuoteParameters(parameters)
    return true
  } catch {
    return false
  }
}
