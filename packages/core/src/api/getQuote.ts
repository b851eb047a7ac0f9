import type { HttpRequestErrorType } from '../errors/HttpRequestError'
import type { InvalidParameterErrorType } from '../errors/InvalidParameterError'
import type { RateLimitErrorType } from '../errors/RateLimitError'
import type { ResponseShapeErrorType } from '../errors/ResponseShapeError'
import type { QuoteParameters } from '../quote/QuoteParameters'
import { validateQuoteParameters } from '../quote/validateQuoteParameters'
import { warnQuoteParameters } from '../quote/warnQuoteParameters'
import type { Quote } from '../schemas/quoteSchema'
import type { ActionOptions } from './ActionOptions'
import type { CrosspayClient } from './CrosspayClient'
import { postQuote } from './postQuote'

/** Parameters of {@link getQuote}: the body of `POST /quote/v2`. */
export type GetQuoteParameters = QuoteParameters

/** Return type of {@link getQuote}: the quote (`steps`, `fees`, `details`). */
export type GetQuoteReturnType = Quote

/**
 * Errors {@link getQuote} may throw: `InvalidParameterError` (caught before sending), `HttpRequestError`
 * (400 with an `errorCode` such as `AMOUNT_TOO_LOW`, `UNSUPPORTED_CHAIN`, `SPONSOR_BALANCE_TOO_LOW`; 401),
 * `RateLimitError`, `ResponseShapeError`.
 */
export type GetQuoteErrorType =
  | InvalidParameterErrorType
  | HttpRequestErrorType
  | RateLimitErrorType
  | ResponseShapeErrorType

/**
 * Prices an intent (`POST /quote/v2`) and returns the steps to perform. The parameters are validated first
 * (an `InvalidParameterError` names the field; nothing is sent); combinations that are accepted but do not do
 * what they seem to (for example `subsidizeRent` without `subsidizeFees`) are reported once as client warnings.
 *
 * @example
 * const quote = await getQuote(client, {
 *   user, originChainId: 1, destinationChainId: 8453,
 *   originCurrency: zeroAddress, destinationCurrency: zeroAddress,
 *   amount: '1000000000000000', tradeType: 'EXACT_INPUT',
 * })
 */
export async function getQuote(
  client: CrosspayClient,
  parameters: GetQuoteParameters,
  options: ActionOptions = {},
): Promise<GetQuoteReturnType> {
  warnQuoteParameters(client, validateQuoteParameters(parameters).warnings)
  return postQuote(client, parameters, options)
}
