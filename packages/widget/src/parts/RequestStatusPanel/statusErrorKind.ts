import { HttpRequestError, InvalidParameterError, RateLimitError } from '@crosspay/core'

/** Which message explains an error of the status request. */
export type StatusErrorKind = 'notFound' | 'unauthorized' | 'rateLimited' | 'invalid' | 'unavailable'

/**
 * Sorts an error of `useRequestStatus` into what the person is told: an unknown id (404), a refusal (401/403), too
 * many requests (429), a malformed id (400 or an `InvalidParameterError`), or the service out of reach (anything
 * else: 5xx, network, an answer of the wrong shape).
 */
export function statusErrorKind(error: unknown): StatusErrorKind {
  if (error instanceof RateLimitError) return 'rateLimited'
  if (error instanceof InvalidParameterError) return 'invalid'
  if (error instanceof HttpRequestError) {
    if (error.status === 404) return 'notFound'
    if (error.status === 401 || error.status === 403) return 'unauthorized'
    if (error.status === 429) return 'rateLimited'
    if (error.status === 400) return 'invalid'
  }
  return 'unavailable'
}
