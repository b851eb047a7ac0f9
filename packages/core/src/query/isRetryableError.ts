import { BaseError } from '../errors/BaseError'
import { HttpRequestError } from '../errors/HttpRequestError'

/**
 * True for transient failures worth retrying with backoff: a 429 (rate limit), a 5xx, or a network
 * failure (the request never got an answer). False for aborts, bad input, 4xx answers and malformed responses.
 */
export function isRetryableError(error: unknown): boolean {
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
