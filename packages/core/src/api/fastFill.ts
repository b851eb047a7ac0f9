import { HttpRequestError, type HttpRequestErrorType } from '../errors/HttpRequestError'
import { InvalidParameterError, type InvalidParameterErrorType } from '../errors/InvalidParameterError'
import type { RateLimitErrorType } from '../errors/RateLimitError'
import type { ResponseShapeErrorType } from '../errors/ResponseShapeError'
import { type FastFillResponse, fastFillResponseSchema } from '../schemas/fastFillResponseSchema'
import type { ActionOptions } from './ActionOptions'
import type { CrosspayClient } from './CrosspayClient'

/** Parameters of {@link fastFill}: the body of `POST /fast-fill`. */
export type FastFillParameters = {
  /** The request to fill now, before its origin deposit finalizes. */
  requestId: string
  /** Do not fill when the request's USD value exceeds this. Defaults to no cap. */
  maxFillAmountUsd?: number | undefined
  /** Exact input-currency amount (smallest unit, decimal string) to use for the fill, to limit slippage. */
  solverInputCurrencyAmount?: string | undefined
}

/** Return type of {@link fastFill}: `{message}` (queued, or already executed). */
export type FastFillReturnType = FastFillResponse

/**
 * Errors {@link fastFill} may throw: `HttpRequestError` with status 400 (bad body, or value over
 * `maxFillAmountUsd`), 401 (missing/bad key), 403 (no linked sponsorship wallet, or available balance below
 * the fill), 404 (unknown request), 409 (already being processed); `RateLimitError`, `ResponseShapeError`,
 * `InvalidParameterError`.
 */
export type FastFillErrorType =
  | HttpRequestErrorType
  | RateLimitErrorType
  | ResponseShapeErrorType
  | InvalidParameterErrorType

const shortMessages: Record<number, string> = {
  400: 'Fast fill refused: the request is invalid or its value exceeds maxFillAmountUsd (nothing was filled).',
  401: 'Fast fill needs a valid API key (send it through your server proxy).',
  403: 'Fast fill refused: no sponsorship wallet is linked to this API key, or the available app balance is below the fill amount.',
  404: 'Fast fill failed: the service does not know this request id.',
  409: 'Fast fill is already being processed for this request.',
}

/**
 * Asks the service to fill a request on the destination chain now, before the origin deposit finalizes
 * (`POST /fast-fill`). Needs an API key with a linked sponsorship wallet: a hold equal to the fill's USD
 * value is placed on the app balance until the deposit is indexed (a deposit that never lands becomes a
 * permanent debit). Each refusal is an `HttpRequestError` with a specific `shortMessage`.
 *
 * @example
 * await fastFill(client, { requestId, maxFillAmountUsd: 500 })
 */
export async function fastFill(
  client: CrosspayClient,
  parameters: FastFillParameters,
  options: ActionOptions = {},
): Promise<FastFillReturnType> {
  const { requestId, maxFillAmountUsd, solverInputCurrencyAmount } = parameters ?? ({} as FastFillParameters)
  if (typeof requestId !== 'string' || requestId.trim() === '')
    throw new InvalidParameterError({
      parameter: 'requestId',
      rule: 'must be a non-empty string',
      value: requestId,
    })
  if (maxFillAmountUsd !== undefined && !(typeof maxFillAmountUsd === 'number' && maxFillAmountUsd > 0))
    throw new InvalidParameterError({
      parameter: 'maxFillAmountUsd',
      rule: 'must be a positive number (USD)',
      value: maxFillAmountUsd,
    })
  if (solverInputCurrencyAmount !== undefined && !/^[0-9]+$/.test(String(solverInputCurrencyAmount)))
    throw new InvalidParameterError({
      parameter: 'solverInputCurrencyAmount',
      rule: 'must be the decimal string of a non-negative integer (smallest unit)',
      value: solverInputCurrencyAmount,
    })
  return client.request({
    method: 'POST',
    path: '/fast-fill',
    body: {
      requestId,
      ...(maxFillAmountUsd !== undefined ? { maxFillAmountUsd } : {}),
      ...(solverInputCurrencyAmount !== undefined ? { solverInputCurrencyAmount } : {}),
    },
    schema: fastFillResponseSchema,
    signal: options.signal,
    mapError: (error) => {
      const shortMessage = shortMessages[error.status]
      if (!shortMessage || error.name === 'RateLimitError') return error
      return new HttpRequestError({
        status: error.status,
        url: error.url,
        method: error.method,
        body: error.body,
        shortMessage,
      })
    },
  })
}
