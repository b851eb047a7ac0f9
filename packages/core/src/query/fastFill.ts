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

/** Variables of a fast fill: the action's parameters plus the request's USD value for the client-side check. */
export type FastFillVariables = FastFillParameters & {
  /**
   * USD value of the request (the quote's output value). When known, the fill is refused before sending
   * when it exceeds `maxFillAmountUsd` and, with a `sponsorWallet`, when the wallet's available app balance
   * is below it. Defaults to unknown (only the service checks).
   */
  amountUsd?: number | undefined
}

/** Options of {@link getFastFillMutationOptions}. */
export type FastFillMutationParameters = {
  /** The sponsorship wallet linked to the API key; its available balance is checked before each fill. Defaults to none. */
  sponsorWallet?: string | undefined
}

/** Key of the fast-fill mutation: `['fastFill', {baseUrl}]`. */
export function getFastFillMutationKey(parameters: { baseUrl: string }) {
  return ['fastFill', { baseUrl: parameters.baseUrl }] as const
}

/**
 * Mutation options for `POST /fast-fill`. Before sending, when `amountUsd` is known: refuses with a
 * `FastFillError` `overMaxFillAmount` if it exceeds `maxFillAmountUsd`, and `insufficientBalance` if the
 * sponsor wallet's `availableBalanceUsd` (fresh `GET /app-fees/{wallet}/balances`) is below it. The
 * service's refusals are the action's `FastFillError`s (same class, `reason` from status + `errorCode`).
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
      if (amountUsd !== undefined && parameters.sponsorWallet) {
        const balance = await getAppBalance(client, { wallet: parameters.sponsorWallet })
        if (balance.availableBalanceUsd < amountUsd)
          throw new FastFillError({
            reason: 'insufficientBalance',
            requestId: body.requestId,
            details: `Available ${balance.availableBalanceUsd} USD (total ${balance.totalBalanceUsd}, held ${balance.outstandingFastFillBalanceUsd}); the request is worth ${amountUsd} USD.`,
          })
      }
      return fastFill(client, body)
    },
  } satisfies MutationOptions<FastFillReturnType, FastFillErrorType, FastFillVariables>
}
