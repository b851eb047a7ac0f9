import { InvalidParameterError } from '../errors/InvalidParameterError'
import type { FastFillParameters } from './FastFillParameters'

/**
 * Checks the body of `POST /fast-fill` and throws an {@link InvalidParameterError} naming the first bad field:
 * `requestId` a non-empty string, `maxFillAmountUsd` a finite number 0 or more, `solverInputCurrencyAmount`
 * the decimal string of a positive integer. Sends nothing.
 */
export function assertFastFillParameters(parameters: unknown): asserts parameters is FastFillParameters {
  const { requestId, maxFillAmountUsd, solverInputCurrencyAmount } = (parameters ?? {}) as Record<
    string,
    unknown
  >
  if (typeof requestId !== 'string' || requestId.trim() === '')
    throw new InvalidParameterError({
      parameter: 'requestId',
      rule: 'must be a non-empty string',
      value: requestId,
    })
  if (
    maxFillAmountUsd !== undefined &&
    !(typeof maxFillAmountUsd === 'number' && Number.isFinite(maxFillAmountUsd) && maxFillAmountUsd >= 0)
  )
    throw new InvalidParameterError({
      parameter: 'maxFillAmountUsd',
      rule: 'must be a finite number, 0 or more (USD)',
      value: maxFillAmountUsd,
    })
  if (
    solverInputCurrencyAmount !== undefined &&
    !(typeof solverInputCurrencyAmount === 'string' && /^[1-9][0-9]*$/.test(solverInputCurrencyAmount))
  )
    throw new InvalidParameterError({
      parameter: 'solverInputCurrencyAmount',
      rule: 'must be the decimal string of a positive integer (smallest unit)',
      value: solverInputCurrencyAmount,
    })
}
