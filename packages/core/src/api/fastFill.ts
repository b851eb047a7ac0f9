import { FastFillError } from '../errors/FastFillError'
import type { HttpRequestErrorType } from '../errors/HttpRequestError'
import type { InvalidParameterErrorType } from '../errors/InvalidParameterError'
import type { RateLimitErrorType } from '../errors/RateLimitError'
import type { ResponseShapeErrorType } from '../errors/ResponseShapeError'
import { type FastFillResponse, fastFillResponseSchema } from '../schemas/fastFillResponseSchema'
import type { ActionOptions } from './ActionOptions'
import { assertFastFillParameters } from './assertFastFillParameters'
import type { CrosspayClient } from './CrosspayClient'
import type { FastFillParameters } from './FastFillParameters'

/** Return type of {@link fastFill}: `{message}` (queued, or already executed). */
export type FastFillReturnType = FastFillResponse

/**
 * Errors {@link fastFill} may throw, discriminated by `name`: `FastFillError` for every refusal of the
 * service (400/401/403/404/409; its `reason` says which: `insufficientBalance`, `noSponsorWallet`,
 * `overMaxFillAmount`, …), `InvalidParameterError` (caught before sending), `RateLimitError`,
 * `HttpRequestError` (5xx, network), `ResponseShapeError`.
 */
export type FastFillErrorType =
  | (FastFillError & { name: 'FastFillError' })
  | HttpRequestErrorType
  | RateLimitErrorType
  | ResponseShapeErrorType
  | InvalidParameterErrorType

/**
 * Asks the service to fill a request on the destination chain now, before the origin deposit finalizes
 * (`POST /fast-fill`). Needs an API key with a linked sponsorship wallet: a hold equal to the fill's USD
 * value is placed on the app balance until the deposit is indexed (a deposit that never lands becomes a
 * permanent debit). The body is checked first (`InvalidParameterError`, nothing sent); each refusal of
 * the service is a {@link FastFillError} whose `reason` comes from the status and `errorCode`.
 *
 * @example
 * await fastFill(client, { requestId, maxFillAmountUsd: 500 })
 */
export async function fastFill(
  client: CrosspayClient,
  parameters: FastFillParameters,
  options: ActionOptions = {},
): Promise<FastFillReturnType> {
  assertFastFillParameters(parameters)
  const { requestId, maxFillAmountUsd, solverInputCurrencyAmount } = parameters
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
      const reason = FastFillError.reasonOf(error.status, error.errorCode)
      if (!reason || error.name === 'RateLimitError') return error
      return new FastFillError({
        reason,
        requestId,
        status: error.status,
        errorCode: error.errorCode,
        cause: error,
      })
    },
  })
}
