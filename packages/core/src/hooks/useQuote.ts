'use client'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { GetQuoteErrorType, GetQuoteReturnType } from '../api/getQuote'
import { getChainsQueryOptions } from '../query/getChains'
import { type GetQuoteQueryKey, type GetQuoteQueryParameters, getQuoteQueryOptions } from '../query/getQuote'
import { isQuoteParametersComplete } from '../quote/isQuoteParametersComplete'
import type { QuoteParametersWarning } from '../quote/validateQuoteParameters'
import type { QueryParameter } from './QueryParameter'
import { type UseCrosspayClientParameters, useCrosspayClient } from './useCrosspayClient'
import { useDebouncedValue } from './useDebouncedValue'

/**
 * Parameters of {@link useQuote}: the quote body as the user fills it in (any field may still be missing),
 * the client, the known chains, the debounce and TanStack's `query` options.
 */
export type UseQuoteParameters<selectData = GetQuoteReturnType> = Omit<
  GetQuoteQueryParameters,
  'chainsPending'
> &
  UseCrosspayClientParameters &
  QueryParameter<GetQuoteReturnType, GetQuoteErrorType, selectData, GetQuoteQueryKey> & {
    /** Wait until the body has stopped changing for this many ms before asking. Defaults to 300. */
    debounceMs?: number | undefined
  }

/**
 * What {@link useQuote} returns: the query result (`data` is the quote, or what `query.select` made of it; an
 * invalid body is an `InvalidParameterError` on `error`) plus `warnings` for accepted but ineffective
 * combinations, such as `subsidizeRent` without `subsidizeFees` (`RENT_WITHOUT_SUBSIDIZE_FEES`).
 */
export type UseQuoteReturnType<selectData = GetQuoteReturnType> = UseQueryResult<
  selectData,
  GetQuoteErrorType
> & {
  /** Ineffective parameter combinations of the current body (empty when none, or when it is incomplete/invalid). */
  warnings: QuoteParametersWarning[]
}

/**
 * A live quote for what the user is filling in: asks `POST /quote/v2` once the body is complete and valid and
 * has stopped changing for `debounceMs`; aborts a request whose body changed meanwhile; refreshes every 30 s
 * (`query.refetchInterval`). While the quote's steps are executed, hold it with `query: { enabled: false }`.
 * Without `chains`, the service's chains are fetched once the body is complete (cached and shared with
 * `useChains`) so addresses are checked per VM; nothing is sent until they are known, unless the body already
 * fails the chain-free checks, or the chains request has failed once (it retries meanwhile).
 *
 * @example
 * const { data: quote, error, warnings } = useQuote({ user, originChainId: 8453, …, query: { enabled: !executing } })
 */
export function useQuote<selectData = GetQuoteReturnType>(
  parameters: UseQuoteParameters<selectData> = {},
): UseQuoteReturnType<selectData> {
  const { client: clientOverride, query = {}, debounceMs = 300, chains, ...body } = parameters
  const client = useCrosspayClient({ client: clientOverride })
  const debounced = useDebouncedValue(body, debounceMs, JSON.stringify(body))
  const wanted = (query.enabled ?? true) && isQuoteParametersComplete(debounced)
  // The chains of the service, unless the host passed its own: shared with `useChains` through the cache.
  const chainsQuery = useQuery({ ...getChainsQueryOptions(client), enabled: wanted && chains === undefined })
  const knownChains = chains ?? chainsQuery.data
  // A chains request that failed once does not hold the quote back while it is retried.
  const chainsPending = knownChains === undefined && !chainsQuery.isError && chainsQuery.failureCount === 0
  // Checked once per body and chains, in the factory.
  const debouncedHash = JSON.stringify(debounced)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `debouncedHash` stands for `debounced`
  const { warnings, ...options } = useMemo(
    () => getQuoteQueryOptions(client, { ...debounced, chains: knownChains, chainsPending }),
    [client, debouncedHash, knownChains, chainsPending],
  )
  const result = useQuery<GetQuoteReturnType, GetQuoteErrorType, selectData, GetQuoteQueryKey>({
    ...options,
    ...query,
    enabled: options.enabled && (query.enabled ?? true),
  })
  return Object.assign(result, { warnings })
}
