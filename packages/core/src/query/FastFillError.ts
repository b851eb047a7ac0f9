import { BaseError } from '../errors/BaseError'
import { HttpRequestError } from '../errors/HttpRequestError'

/** Why a fast fill was refused. */
export type FastFillErrorReason =
  /** Refused client-side: the sponsor's available app balance (total − holds) is below the request's USD value. */
  | 'insufficientBalance'
  /** Refused client-side or by the service (400): the request's USD value exceeds `maxFillAmountUsd`, or a bad body. */
  | 'rejected'
  /** 401: no API key, or an unknown one. */
  | 'unauthorized'
  /** 403: the key has no linked sponsorship wallet, or its available balance cannot cover the fill. */
  | 'forbidden'
  /** 404: the service does not know this request id. */
  | 'notFound'
  /** 409: a fast fill of this request is already being processed. */
  | 'alreadyProcessing'

/** Options of {@link FastFillError}. */
export type FastFillErrorParameters = {
  reason: FastFillErrorReason
  requestId: string
  /** The service's error, when it answered. */
  cause?: unknown
  /** Extra detail (amounts compared, …). */
  details?: string | undefined
}

/** Type of {@link FastFillError}, discriminated by `name`. */
export type FastFillErrorType = FastFillError & { name: 'FastFillError' }

const messages: Record<FastFillErrorReason, string> = {
  insufficientBalance: 'Fast fill refused: the available app balance cannot cover this request.',
  rejected: 'Fast fill refused: the request is worth more than maxFillAmountUsd, or the body is invalid.',
  unauthorized: 'Fast fill needs a valid API key.',
  forbidden:
    'Fast fill refused: the API key has no linked sponsorship wallet, or its available balance cannot cover the fill.',
  notFound: 'Fast fill failed: the service does not know this request.',
  alreadyProcessing: 'A fast fill of this request is already being processed.',
}

/**
 * A fast fill that was refused, by `useFastFill` before sending (`insufficientBalance`, `rejected`)
 * or by the service (400/401/403/404/409, the `HttpRequestError` on `cause`). `reason` says which.
 */
export class FastFillError extends BaseError {
  /** Why the fast fill was refused. */
  reason: FastFillErrorReason
  /** The request that was to be filled. */
  requestId: string

  constructor(parameters: FastFillErrorParameters) {
    super(messages[parameters.reason], {
      cause: parameters.cause,
      details: parameters.details,
      metaMessages: [`Request: ${parameters.requestId}`],
      docsPath: '/errors#fast-fill',
      name: 'FastFillError',
    })
    this.reason = parameters.reason
    this.requestId = parameters.requestId
  }

  /** Maps the service's answer to a {@link FastFillError} (400/401/403/404/409); other errors are returned as is. */
  static fromError(error: unknown, requestId: string): unknown {
    if (!(error instanceof HttpRequestError)) return error
    const reason = (
      {
        400: 'rejected',
        401: 'unauthorized',
        403: 'forbidden',
        404: 'notFound',
        409: 'alreadyProcessing',
      } as const
    )[error.status as 400]
    return reason ? new FastFillError({ reason, requestId, cause: error }) : error
  }
}
