import { BaseError } from './BaseError'

/**
 * Why a fast fill was refused:
 * - `insufficientBalance`: the sponsor's available app balance (total − holds) cannot cover the fill
 *   (403 `INSUFFICIENT_APP_BALANCE`, or checked before sending).
 * - `noSponsorWallet`: the API key has no linked sponsorship wallet (403 `NO_SPONSOR_WALLET`).
 * - `overMaxFillAmount`: the request's USD value exceeds `maxFillAmountUsd` (400 `MAX_FILL_AMOUNT_EXCEEDED`,
 *   or checked before sending); nothing was filled.
 * - `unauthorized`: no API key, or an unknown one (401).
 * - `notFound`: the service does not know this request id (404).
 * - `alreadyProcessing`: the request's deposit is already being processed (409 `ALREADY_PROCESSING`).
 * - `alreadyFinished`: the request is already finished (success, failure or refund): nothing is left to fill
 *   (409 `ALREADY_FINISHED`).
 * - `forbidden`: another 403 the kit does not know the `errorCode` of.
 * - `rejected`: another 400 (a body the service refused, e.g. `solverInputCurrencyAmount` above the input).
 */
export type FastFillErrorReason =
  | 'insufficientBalance'
  | 'noSponsorWallet'
  | 'overMaxFillAmount'
  | 'unauthorized'
  | 'notFound'
  | 'alreadyProcessing'
  | 'alreadyFinished'
  | 'forbidden'
  | 'rejected'

/** Options of {@link FastFillError}. */
export type FastFillErrorParameters = {
  /** Why the fast fill was refused. */
  reason: FastFillErrorReason
  /** The request that was to be filled. */
  requestId: string
  /** HTTP status of the service's refusal; undefined for a refusal before sending. */
  status?: number | undefined
  /** The service's `errorCode` (`NO_SPONSOR_WALLET`, …), when it sent one. */
  errorCode?: string | undefined
  /** The service's error (an `HttpRequestError`), when it answered. */
  cause?: unknown
  /** Extra detail (amounts compared, the service's message). Defaults to the cause's details. */
  details?: string | undefined
}

const messages: Record<FastFillErrorReason, string> = {
  insufficientBalance: 'Fast fill refused: the available app balance cannot cover this request.',
  noSponsorWallet: 'Fast fill refused: no sponsorship wallet is linked to this API key.',
  overMaxFillAmount:
    'Fast fill refused: the request is worth more than maxFillAmountUsd (nothing was filled).',
  unauthorized: 'Fast fill needs a valid API key (send it through your server proxy).',
  notFound: 'Fast fill failed: the service does not know this request id.',
  alreadyProcessing: 'Fast fill refused: the deposit of this request is already being processed.',
  alreadyFinished: 'Fast fill refused: this request is already finished; nothing is left to fill.',
  forbidden: 'Fast fill refused: this API key may not fast-fill this request.',
  rejected: 'Fast fill refused: the service rejected the request body (nothing was filled).',
}

const byErrorCode: Record<string, FastFillErrorReason> = {
  INSUFFICIENT_APP_BALANCE: 'insufficientBalance',
  NO_SPONSOR_WALLET: 'noSponsorWallet',
  MAX_FILL_AMOUNT_EXCEEDED: 'overMaxFillAmount',
  ALREADY_PROCESSING: 'alreadyProcessing',
  ALREADY_FINISHED: 'alreadyFinished',
}
const byStatus: Record<number, FastFillErrorReason> = {
  400: 'rejected',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  409: 'alreadyProcessing',
}

/**
 * A fast fill that was refused, by the service (400/401/403/404/409: `status`, `errorCode`, and the
 * `HttpRequestError` on `cause`) or by the kit before sending (`insufficientBalance`, `overMaxFillAmount`:
 * `status` undefined). `reason` says why, precisely enough for a UI.
 *
 * @example
 * if (error instanceof FastFillError && error.reason === 'insufficientBalance') showTopUp()
 */
export class FastFillError extends BaseError {
  /** Why the fast fill was refused. */
  reason: FastFillErrorReason
  /** The request that was to be filled. */
  requestId: string
  /** HTTP status of the service's refusal; undefined when the kit refused before sending. */
  status: number | undefined
  /** The service's `errorCode`, when it sent one. */
  errorCode: string | undefined

  constructor(parameters: FastFillErrorParameters) {
    super(messages[parameters.reason], {
      cause: parameters.cause,
      details: parameters.details,
      metaMessages: [
        `Request: ${parameters.requestId}`,
        ...(parameters.status !== undefined ? [`Status: ${parameters.status}`] : []),
        ...(parameters.errorCode ? [`Error code: ${parameters.errorCode}`] : []),
      ],
      docsPath: '/errors#fastfillerror',
      name: 'FastFillError',
    })
    this.reason = parameters.reason
    this.requestId = parameters.requestId
    this.status = parameters.status
    this.errorCode = parameters.errorCode
  }

  /**
   * The reason for a refusal of `POST /fast-fill`, from its status and `errorCode` (the code wins when
   * known); undefined for statuses that are not a refusal (429, 5xx).
   */
  static reasonOf(status: number, errorCode: string | undefined): FastFillErrorReason | undefined {
    if (status < 400 || status >= 500 || status === 429) return undefined
    return (errorCode !== undefined ? byErrorCode[errorCode] : undefined) ?? byStatus[status]
  }
}
