import type { MutationOptions } from '@tanstack/react-query'
import { assertFastFillParameters } from '../api/assertFastFillParameters'
import type { CrosspayClient } from '../api/CrosspayClient'
import type { FastFillParameters } from '../api/FastFillParameters'
import { type FastFillErrorType, type FastFillReturnType, fastFill } from '../api/fastFill'
import { getAppBalance } from '../api/getAppBalance'
import { FastFillError } from '../errors/FastFillError'
import { InvalidParameterError } from '../errors/InvalidParameterError'
import { usdToMicro } from '../utils/usdToMicro'
import { toQueryKeyParameters } from './toQueryKeyParameters'

/** Variables of a fast fill: the action's parameters plus the request's USD value for the client-side checks. */
export type FastFillVariables = FastFillParameters & {
  /**
   * USD value of the request's INPUT, the quote's `details.currencyIn.amountUsd`: the value the service
   * compares with `maxFillAmountUsd` and (without `solverInputCurrencyAmount`) holds on the app balance.
   * A finite number, 0 or more. When given, the fill is refused before sending when it exceeds
   * `maxFillAmountUsd`. Required with a `sponsorWallet` (the balance check compares it with the wallet's
   * available balance). Defaults to unknown.
   */
  amountUsd?: number | undefined
}

/** Options of {@link getFastFillMutationOptions}. */
export type FastFillMutationParameters = {
  /**
   * The sponsorship wallet linked to the API key; its available balance is checked before each fill against
   * `amountUsd` (then required). Defaults to none: no client-side balance check, only the service's.
   */
  sponsorWallet?: string | undefined
}

/**
 * Key of the fast-fill mutation: `['fastFill', {baseUrl, keyId?}]`. `keyId` is `client.keyId`, a fingerprint
 * of the API key (never the key).
 */
export function getFastFillMutationKey(parameters: { baseUrl: string; keyId?: string | undefined }) {
  return ['fastFill', toQueryKeyParameters({ baseUrl: parameters.baseUrl, keyId: parameters.keyId })] as const
}

/**
 * Mutation options for `POST /fast-fill`. Before any request, the variables are checked (`requestId`,
 * `amountUsd`, `maxFillAmountUsd`, `solverInputCurrencyAmount`; an `InvalidParameterError`, nothing sent);
 * then it refuses with a `FastFillError` `overMaxFillAmount` when `amountUsd` exceeds `maxFillAmountUsd`.
 * With a `sponsorWallet`, `amountUsd` is required (an `InvalidParameterError` naming it, nothing sent) and the
 * fill is refused with `insufficientBalance` when the wallet's `availableBalanceUsd` (fresh
 * `GET /app-fees/{wallet}/balances`) is below it. Without a `sponsorWallet` there is no client-side balance
 * check. USD values are compared in integer micro-USD (6 decimals, rounded half away from zero), as the
 * service keeps them. The service's refusals are the action's `FastFillError`s (same class, `reason` from status + `errorCode`).
 */
export function getFastFillMutationOptions(
  client: CrosspayClient,
  parameters: FastFillMutationParameters = {},
) {
  return {
    mutationKey: getFastFillMutationKey({ baseUrl: client.baseUrl, keyId: client.keyId }),
    async mutationFn(variables: FastFillVariables): Promise<FastFillReturnType> {
      const { amountUsd, ...body } = variables ?? ({} as FastFillVariables)
      assertFastFillParameters(body)
      if (
        amountUsd !== undefined &&
        !(typeof amountUsd === 'number' && Number.isFinite(amountUsd) && amountUsd >= 0)
      )
        throw new InvalidParameterError({
          parameter: 'amountUsd',
          rule: "must be a finite number, 0 or more (USD: the request's input value, details.currencyIn.amountUsd)",
          value: amountUsd,
        })
      if (parameters.sponsorWallet && amountUsd === undefined)
        throw new InvalidParameterError({
          parameter: 'amountUsd',
          rule: "is required with a sponsorWallet (the balance check compares the request's input value with the available balance)",
          value: amountUsd,
        })
      // USD compared in integer micro-USD (6 decimals), as the service keeps it: never float arithmetic.
      if (
        amountUsd !== undefined &&
        body.maxFillAmountUsd !== undefined &&
        usdToMicro(amountUsd) > usdToMicro(body.maxFillAmountUsd)
      )
        throw new FastFillError({
          reason: 'overMaxFillAmount',
          requestId: body.requestId,
          details: `Request value ${amountUsd} USD exceeds maxFillAmountUsd ${body.maxFillAmountUsd} USD.`,
        })
      if (parameters.sponsorWallet && amountUsd !== undefined) {
        const balance = await getAppBalance(client, { wallet: parameters.sponsorWallet })
        if (usdToMicro(balance.availableBalanceUsd) < usdToMicro(amountUsd))
          throw new FastFillError({
            reason: 'insufficientBalance',
            requestId: body.requestId,
            details: `Available ${balance.availableBalanceUsd} USD (total ${balance.totalBalanceUsd}, held ${balance.outstandingFastFillBalanceUsd}); the fill may cost ${amountUsd} USD.`,
          })
      }
      return fastFill(client, body)
    },
  } satisfies MutationOptions<FastFillReturnType, FastFillErrorType, FastFillVariables>
}
