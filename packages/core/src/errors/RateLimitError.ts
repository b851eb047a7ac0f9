import { HttpRequestError, type HttpRequestErrorParameters } from './HttpRequestError'

/** Options of {@link RateLimitError}: those of {@link HttpRequestError} without `status` (always 429). */
export type RateLimitErrorParameters = Omit<HttpRequestErrorParameters, 'status' | 'name'> & {
  /** Seconds to wait, from a `Retry-After` header when the service sends one (it usually does not). */
  retryAfter?: number | undefined
}

/** Type of {@link RateLimitError}, discriminated by `name`. */
export type RateLimitErrorType = RateLimitError & { name: 'RateLimitError' }

/**
 * The service answered 429: too many requests for this key (or for anonymous callers).
 * The service sends no `Retry-After`; back off and retry later. Extends {@link HttpRequestError}.
 */
export class RateLimitError extends HttpRequestError {
  /** Seconds to wait before retrying, when the response said so; otherwise undefined. */
  retryAfter: number | undefined

  constructor(parameters: RateLimitErrorParameters) {
    super({
      ...parameters,
      status: 429,
      name: 'RateLimitError',
      shortMessage: parameters.shortMessage ?? 'Rate limit exceeded: too many requests, retry later.',
      docsPath: parameters.docsPath ?? '/errors#ratelimiterror',
    })
    this.retryAfter = parameters.retryAfter
  }
}
