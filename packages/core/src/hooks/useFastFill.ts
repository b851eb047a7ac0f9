import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query'
import type { FastFillErrorType, FastFillReturnType } from '../api/fastFill'
import {
  type FastFillMutationParameters,
  type FastFillVariables,
  getFastFillMutationOptions,
} from '../query/fastFill'
import { type UseCrosspayClientParameters, useCrosspayClient } from './useCrosspayClient'

/** Input of {@link useFastFill}: the variables passed to `mutate` (`requestId`, `amountUsd`, `maxFillAmountUsd`, …). */
export type UseFastFillParameters = FastFillVariables

/** Options of {@link useFastFill}. */
export type UseFastFillOptions = UseCrosspayClientParameters & FastFillMutationParameters

/**
 * What {@link useFastFill} returns: the mutation result. Refusals are a `FastFillError` on `error`
 * (`error.name === 'FastFillError'`; its `reason` says why); other failures keep their own error type.
 */
export type UseFastFillReturnType = UseMutationResult<
  FastFillReturnType,
  FastFillErrorType,
  UseFastFillParameters
>

/**
 * Triggers a fast fill (`POST /fast-fill`): the destination is filled before the origin deposit
 * finalises, held against the app balance. `amountUsd` is the request's input value in USD (the quote's
 * `details.currencyIn.amountUsd`). With `sponsorWallet`, `amountUsd` is required (an `InvalidParameterError`
 * naming it, nothing sent) and the fill is refused client-side when the wallet's available balance cannot
 * cover it; without one, only the service checks the balance. Refreshes the app balance afterwards.
 *
 * @example
 * const fastFill = useFastFill({ sponsorWallet })
 * fastFill.mutate({ requestId, amountUsd: Number(quote.details?.currencyIn?.amountUsd), maxFillAmountUsd: 100 })
 */
export function useFastFill(options: UseFastFillOptions = {}): UseFastFillReturnType {
  const { client: clientOverride, ...rest } = options
  const client = useCrosspayClient({ client: clientOverride })
  const queryClient = useQueryClient()
  return useMutation({
    ...getFastFillMutationOptions(client, rest),
    // Every app balance of this base URL, whatever its `keyId`: the balance endpoint is per wallet and
    // unauthenticated, so a balance of the sponsor wallet cached under another key is just as stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['appBalance', { baseUrl: client.baseUrl }] }),
  })
}
