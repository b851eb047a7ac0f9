import { BaseError } from '../errors/BaseError'
import { HttpRequestError } from '../errors/HttpRequestError'
import { ResponseShapeError } from '../errors/ResponseShapeError'

/**
 * True for transient failures worth retrying with backoff: a 429 (rate limit), a 5xx, a network failure (the
 * request never got an answer) or a malformed 2xx body (`ResponseShapeError`: a truncated or garbled answer, an
 * HTML error page from a proxy). False for aborts, bad input and 4xx answers.
 */
export function isRetryableError(error: unknown): boolean {
  if (error instanceof ResponseShapeError) return true
  // Status 0: the client's wrapper for a network failure (the service could not be reached).
  if (error instanceof HttpRequestError)
    return error.status === 0 || error.status === 429 || error.status >= 500
  if (error instanceof Error && error.name === 'AbortError') return false
  if (error instanceof BaseError) {
    // A wrapped network failure: some cause in the chain is a platform error (TypeError from fetch).
    const cause = error.walk((e) => e instanceof Error && !(e instanceof BaseError))
    return cause instanceof TypeError
  }
  return error instanceof TypeError
}
