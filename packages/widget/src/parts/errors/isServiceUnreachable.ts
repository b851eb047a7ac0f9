import { HttpRequestError, ResponseShapeError } from '@crosspay/core'

/**
 * Whether an error means the service (or the host's proxy in front of it) could not be reached or answered
 * nonsense, as opposed to a refusal of this request: a network failure (status 0, a `TypeError`), any 5xx
 * (the proxy's own 502 `UPSTREAM_UNAVAILABLE` and 504 `UPSTREAM_TIMEOUT` included), or a malformed answer
 * (`ResponseShapeError`). Screens say "the service cannot be reached", never "no route", for these.
 */
export function isServiceUnreachable(error: unknown): boolean {
  if (error instanceof ResponseShapeError || error instanceof TypeError) return true
  return error instanceof HttpRequestError && (error.status === 0 || error.status >= 500)
}
