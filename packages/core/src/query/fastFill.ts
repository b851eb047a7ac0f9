import type { MutationOptions } from '@tanstack/react-query'
import type { CrosspayClient } from '../api/CrosspayClient'
import {
  type FastFillErrorType,
  type FastFillParameters,
  type FastFillReturnType,
  fastFill,
} from '../api/fastFill'
import { getAppBalance } from '../api/getAppBalance'
import { FastFillError } from '../errors/FastFillError'
import { InvalidParameterError } from '../errors/InvalidParameterError'

/** Variables of a fast fill: the action's parameters plus the request's USD value for the client-side check. */
export type FastFillVariables = FastFillParameters & {
  /**
   * USD value of the request (the quote's output value). When known, the fill is refused before sending
   * when it exceeds `maxFillAmountUsd`. With a `sponsorWallet`, the value checked against the wallet's
   * available app balance is `amountUsd`, or else `maxFillAmountUsd` (the most the fill may cost); one of
   * the two is then required. Defaults to unknown.
   */
  amountUsd?: number | undefined
}

/** Options of {@link getFastFillMutationOptions}. */
export type FastFillMutationParameters = {
  /**
   * The sponsorship wallet linked to the API key; its available balance is checked before each fill against
   * `amountUsd`, or else `maxFillAmountUsd` (one of them is required). Defaults to none (only the service checks).
   */
  sponsorWallet?: string | undefined
}

/** Key of the fast-fill mutation: `['fastFill', {baseUrl}]`. */
export function getFastFillMutationKey(parameters: { baseUrl: string }) {
  return ['fastFill', { baseUrl: parameters.baseUrl }] as const
}

/**
 * Mutation options for `POST /fast-fill`. Before sending: refuses with a `FastFillError` `overMaxFillAmount`
 * when `amountUsd` exceeds `maxFillAmountUsd`; with a `sponsorWallet`, throws an `InvalidParameterError`
 * naming `amountUsd` when neither `amountUsd` nor `maxFillAmountUsd` is given (nothing is sent), and refuses
 * with `insufficientBalance` when the wallet's `availableBalanceUsd` (fresh `GET /app-fees/{wallet}/balances`)
 * is below `amountUsd`, or else below `maxFillAmountUsd`. The service's refusals are the action's
 * `FastFillError`s (same class, `reason` from status + `errorCode`).
 */
export function getFastFillMutationOptions(
  client: CrosspayClient,
  parameters: FastFillMutationParameters = {},
) {
  return {
    mutationKey: getFastFillMutationKey({ baseUrl: client.baseUrl }),
    async mutationFn(variables: FastFillVariables): Promise<FastFillReturnType> {
      const { amountUsd, ...body } = variables
      if (amountUsd !== undefined && body.maxFillAmountUsd !== undefined && amountUsd > body.maxFillAmountUsd)
        throw new FastFillError({
          reason: 'overMaxFillAmount',
          requestId: body.requestId,
          details: `Request value ${amountUsd} USD exceeds maxFillAmountUsd ${body.maxFillAmountUsd} USD.`,
        })
      if (parameters.sponsorWallet) {
        const value = amountUsd ?? body.maxFillAmountUsd
        if (value === undefined)
          throw new InvalidParameterError({
            parameter: 'amountUsd',
            rule: 'is required with a sponsorWallet, unless maxFillAmountUsd is given (the balance check needs it)',
            value,
          })
        const balance = await getAppBalance(client, { wallet: parameters.sponsorWallet })
        if (balance.availableBalanceUsd < value)
          throw new FastFillError({
            reason: 'insufficientBalance',
            requestId: body.requestId,
            details: `Available ${balance.availableBalanceUsd} USD (total ${balance.totalBalanceUsd}, held ${balance.outstandingFastFillBalanceUsd}); the fill may cost ${value} USD.`,
          })
      }
      return fastFill(client, body)
    },
  } satisfies MutationOptions<FastFillReturnType, FastFillErrorType, FastFillVariables>
}
