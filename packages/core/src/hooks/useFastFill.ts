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
 * finalises, held against the app balance. With `sponsorWallet`, refuses client-side when its available
 * balance cannot cover `amountUsd`, or else `maxFillAmountUsd`; one of the two is then required (an
 * `InvalidParameterError` naming `amountUsd`, nothing sent). Refreshes the app balance afterwards.
 *
 * @example
 * const fastFill = useFastFill({ sponsorWallet })
 * fastFill.mutate({ requestId, amountUsd: 25, maxFillAmountUsd: 100 })
 */
export function useFastFill(options: UseFastFillOptions = {}): UseFastFillReturnType {
  const { client: clientOverride, ...rest } = options
  const client = useCrosspayClient({ client: clientOverride })
  const queryClient = useQueryClient()
  return useMutation({
    ...getFastFillMutationOptions(client, rest),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['appBalance', { baseUrl: client.baseUrl }] }),
  })
}
