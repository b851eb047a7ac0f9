'use client'
import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query'
import type { FastFillErrorType, FastFillReturnType } from '../api/fastFill'
import {
  type FastFillMutationParameters,
  type FastFillVariables,
  getFastFillMutationOptions,
} from '../query/fastFill'
import type { MutationParameter } from './MutationParameter'
import { type UseCrosspayClientParameters, useCrosspayClient } from './useCrosspayClient'

/**
 * Parameters of {@link useFastFill}: the `sponsorWallet` for the client-side balance check, the client and
 * TanStack's `mutation` options. What to fill goes to `mutate` (`FastFillVariables`).
 */
export type UseFastFillParameters<onMutateResult = unknown> = UseCrosspayClientParameters &
  FastFillMutationParameters &
  MutationParameter<FastFillReturnType, FastFillErrorType, FastFillVariables, onMutateResult>

/**
 * What {@link useFastFill} returns: the mutation result. Refusals are a `FastFillError` on `error`
 * (`error.name === 'FastFillError'`; its `reason` says why); other failures keep their own error type.
 */
export type UseFastFillReturnType<onMutateResult = unknown> = UseMutationResult<
  FastFillReturnType,
  FastFillErrorType,
  FastFillVariables,
  onMutateResult
>

/**
 * Triggers a fast fill (`POST /fast-fill`): the destination is filled before the origin deposit
 * finalises, held against the app balance. `amountUsd` is the request's input value in USD (the quote's
 * `details.currencyIn.amountUsd`). With `sponsorWallet`, `amountUsd` is required (an `InvalidParameterError`
 * naming it, nothing sent) and the fill is refused client-side when the wallet's available balance cannot
 * cover it; without one, only the service checks the balance. Refreshes the app balance when settled, then
 * calls your `mutation.onSettled`.
 *
 * @example
 * const fastFill = useFastFill({ sponsorWallet, mutation: { onSuccess: () => toast('Filled') } })
 * fastFill.mutate({ requestId, amountUsd: Number(quote.details?.currencyIn?.amountUsd), maxFillAmountUsd: 100 })
 */
export function useFastFill<onMutateResult = unknown>(
  parameters: UseFastFillParameters<onMutateResult> = {},
): UseFastFillReturnType<onMutateResult> {
  const { client: clientOverride, mutation = {}, ...rest } = parameters
  const client = useCrosspayClient({ client: clientOverride })
  const queryClient = useQueryClient()
  return useMutation<FastFillReturnType, FastFillErrorType, FastFillVariables, onMutateResult>({
    ...mutation,
    ...getFastFillMutationOptions(client, rest),
    onSettled: async (...args) => {
      // Every app balance of this base URL, whatever its `keyId`: the balance endpoint is per wallet and
      // unauthenticated, so a balance of the sponsor wallet cached under another key is just as stale.
      await queryClient.invalidateQueries({ queryKey: ['appBalance', { baseUrl: client.baseUrl }] })
      return mutation.onSettled?.(...args)
    },
  })
}
