import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query'
import type { FastFillReturnType } from '../api/fastFill'
import type { FastFillErrorType } from '../query/FastFillError'
import {
  type FastFillMutationParameters,
  type FastFillVariables,
  getFastFillMutationOptions,
} from '../query/fastFill'
import { type UseCrosspayClientParameters, useCrosspayClient } from './useCrosspayClient'

/** Options of {@link useFastFill}. */
export type UseFastFillParameters = UseCrosspayClientParameters & FastFillMutationParameters

/**
 * What {@link useFastFill} returns: the mutation result. `mutate({requestId, amountUsd, maxFillAmountUsd,
 * solverInputCurrencyAmount})`; refusals are a `FastFillError` on `error` (its `reason` says why).
 */
export type UseFastFillReturnType = UseMutationResult<
  FastFillReturnType,
  FastFillErrorType | Error,
  FastFillVariables
>

/**
 * Triggers a fast fill (`POST /fast-fill`): the destination is filled before the origin deposit
 * finalises, held against the app balance. With `sponsorWallet`, refuses client-side when its available
 * balance cannot cover `amountUsd`. Refreshes the app balance afterwards.
 *
 * @example
 * const fastFill = useFastFill({ sponsorWallet })
 * fastFill.mutate({ requestId, amountUsd: 25, maxFillAmountUsd: 100 })
 */
export function useFastFill(parameters: UseFastFillParameters = {}): UseFastFillReturnType {
  const { client: clientOverride, ...rest } = parameters
  const client = useCrosspayClient({ client: clientOverride })
  const queryClient = useQueryClient()
  return useMutation({
    ...getFastFillMutationOptions(client, rest),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['appBalance', { baseUrl: client.baseUrl }] }),
  })
}
