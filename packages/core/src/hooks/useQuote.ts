'use client'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useMemo, useRef } from 'react'
import type { GetQuoteErrorType, GetQuoteReturnType } from '../api/getQuote'
import { getChainsQueryOptions } from '../query/getChains'
import { type GetQuoteQueryKey, type GetQuoteQueryParameters, getQuoteQueryOptions } from '../query/getQuote'
import { getRecoveryOptions } from '../query/getRecoveryOptions'
import type { RecoveryState } from '../query/getRecoveryState'
import { isQuoteParametersComplete } from '../quote/isQuoteParametersComplete'
import { isSameQuoteParameters } from '../quote/isSameQuoteParameters'
import type { QuoteParameters } from '../quote/QuoteParameters'
import type { QuoteParametersWarning } from '../quote/validateQuoteParameters'
import type { QueryParameter } from './QueryParameter'
import { type UseCrosspayClientParameters, useCrosspayClient } from './useCrosspayClient'
import { useDebouncedValue } from './useDebouncedValue'
import { useRecoveryState } from './useRecoveryState'
import { withRecoveryInterval } from './withRecoveryInterval'

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
 * combinations, such as `subsidizeRent` without `subsidizeFees` (`RENT_WITHOUT_SUBSIDIZE_FEES`), and the
 * recovery state (`isRetrying`, `nextAttemptAt`: a quote that failed transiently keeps trying by itself).
 */
export type UseQuoteReturnType<selectData = GetQuoteReturnType> = UseQueryResult<
  selectData,
  GetQuoteErrorType
> &
  RecoveryState & {
    /** Ineffective parameter combinations of the current body (empty when none, or when it is incomplete/invalid). */
    warnings: QuoteParametersWarning[]
    /**
     * The exact body `data` was made for, read from the query key of the data shown (wagmi's way: the key decides
     * what data is valid); `undefined` without data, or when `data` is placeholder data of no earlier quote. Act
     * on `data` only when this equals what the user asks for now ({@link isSameQuoteParameters}).
     */
    dataParameters: QuoteParameters | undefined
    /**
     * True while the current body differs from `dataParameters` and a quote for it is coming: the debounce is
     * pending, or the new quote (or the chains it is checked against) is in flight. False when the current body is
     * incomplete, held (`query.enabled: false`) or ended in an error.
     */
    isUpdating: boolean
  }

/** The quote body a quote query key stands for (the key without `baseUrl` and `keyId`). */
function bodyOfKey(key: GetQuoteQueryKey): QuoteParameters {
  const { baseUrl: _, keyId: __, ...body } = key[1]
  return body as QuoteParameters
}

/**
 * A live quote for what the user is filling in: asks `POST /quote/v2` once the body is complete and valid and
 * has stopped changing for `debounceMs`; aborts a request whose body changed meanwhile; refreshes every 30 s
 * (`query.refetchInterval`). While the quote's steps are executed, hold it with `query: { enabled: false }`.
 * Without `chains`, the service's chains are fetched once the body is complete (cached and shared with
 * `useChains`) so addresses are checked per VM; nothing is sent until they are known, unless the body already
 * fails the chain-free checks, or the chains request has failed once (it retries meanwhile).
 * `dataParameters` says which body `data` was made for and `isUpdating` whether a newer quote is coming: act on a
 * quote only when `dataParameters` is what the user asks for now, never on `data` alone. A transient failure
 * (5xx, 429, network, malformed body) is retried and then retried again at the recovery model's pace until the
 * service answers (a host's `refetchInterval` gives way meanwhile): `isRetrying` and `nextAttemptAt` say so.
 *
 * @example
 * const { data: quote, dataParameters, isUpdating } = useQuote({ ...body, query: { enabled: !executing } })
 * const ready = quote && isSameQuoteParameters(body, dataParameters)
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
  // A host's own refresh interval gives way to the recovery pace while the quote fails transiently.
  const recovery = getRecoveryOptions(client.backoff)
  const result = useQuery<GetQuoteReturnType, GetQuoteErrorType, selectData, GetQuoteQueryKey>({
    ...options,
    ...query,
    refetchInterval:
      query.refetchInterval === undefined
        ? options.refetchInterval
        : (withRecoveryInterval(
            (q: { state: Parameters<typeof recovery.refetchAfterError>[0] }) =>
              recovery.refetchAfterError(q.state) ?? false,
            query.refetchInterval as never,
          ) as never),
    enabled: options.enabled && (query.enabled ?? true),
  })
  const recoveryState = useRecoveryState(options.queryKey, result.failureCount, result.status)
  // The body of the data shown: the current key's, or, for placeholder data kept from an earlier key
  // (`placeholderData: keepPreviousData`), that earlier key's.
  const shown = useRef<{ data: unknown; parameters: QuoteParameters } | undefined>(undefined)
  if (result.data !== undefined && !result.isPlaceholderData)
    shown.current = { data: result.data, parameters: bodyOfKey(options.queryKey) }
  const dataParameters =
    result.data === undefined
      ? undefined
      : !result.isPlaceholderData
        ? bodyOfKey(options.queryKey)
        : shown.current?.data === result.data
          ? shown.current.parameters
          : undefined
  const active = (query.enabled ?? true) && isQuoteParametersComplete(body)
  const settledWithError = JSON.stringify(body) === debouncedHash && result.isError && !result.isFetching
  const isUpdating = active && !settledWithError && !isSameQuoteParameters(body, dataParameters)
  return Object.assign(result, recoveryState, { warnings, dataParameters, isUpdating })
}
