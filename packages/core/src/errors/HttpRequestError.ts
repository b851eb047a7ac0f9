import { BaseError } from './BaseError'

/** Options of {@link HttpRequestError}. */
export type HttpRequestErrorParameters = {
  /** HTTP status of the response. */
  status: number
  /** Full URL that was requested. */
  url: string
  /** HTTP method. Defaults to `GET`. */
  method?: string | undefined
  /** The parsed JSON body (or the raw text when it was not JSON). */
  body?: unknown
  /** Overrides the default short message (`<METHOD> <path> failed with status <status>: <body message>`). */
  shortMessage?: string | undefined
  /** Underlying error, if any. */
  cause?: unknown
  /** Path of the documentation page. */
  docsPath?: string | undefined
  /** Overrides the error name (subclasses). */
  name?: string | undefined
}

/** Type of {@link HttpRequestError}, discriminated by `name`. */
export type HttpRequestErrorType = HttpRequestError & { name: 'HttpRequestError' }

/**
 * The service answered with a non-2xx status. Carries the status, the service's `errorCode`
 * (decisions.md error body `{message, errorCode?}`), the parsed body and the URL.
 * Its `message` (and `details`) include the body's `message`.
 *
 * @example
 * if (error instanceof HttpRequestError && error.errorCode === 'AMOUNT_TOO_LOW') …
 */
export class HttpRequestError extends BaseError {
  /** HTTP status of the response. */
  status: number
  /** The body's `errorCode`, when it has one (`INVALID_INPUT`, `UNAUTHORIZED`, …). */
  errorCode: string | undefined
  /** The parsed JSON body, or the raw text when it was not JSON. */
  body: unknown
  /** The body's `message`, when it has one. */
  bodyMessage: string | undefined
  /** Full URL that was requested. */
  url: string
  /** HTTP method that was used. */
  method: string

  constructor(parameters: HttpRequestErrorParameters) {
    const { status, url, body } = parameters
    const method = parameters.method ?? 'GET'
    const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : undefined
    const bodyMessage =
      typeof record?.message === 'string'
        ? record.message
        : typeof body === 'string' && body
          ? body
          : undefined
    const errorCode = typeof record?.errorCode === 'string' ? record.errorCode : undefined
    const path = pathOf(url)
    super(
      parameters.shortMessage ??
        `${method} ${path} failed with status ${status}${bodyMessage ? `: ${bodyMessage}` : '.'}`,
      {
        cause: parameters.cause,
        details: bodyMessage ?? (parameters.cause === undefined ? `HTTP ${status}` : undefined),
        docsPath: parameters.docsPath ?? '/errors#httprequesterror',
        metaMessages: [
          `Request: ${method} ${url}`,
          `Status: ${status}`,
          ...(errorCode ? [`Error code: ${errorCode}`] : []),
        ],
        name: parameters.name ?? 'HttpRequestError',
      },
    )
    this.status = status
    this.errorCode = errorCode
    this.body = body
    this.bodyMessage = bodyMessage
    this.url = url
    this.method = method
  }
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname
  } catch {
    return url
  }
}
