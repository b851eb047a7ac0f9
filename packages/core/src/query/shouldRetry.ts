import { isRetryableError } from './isRetryableError'

/** Retries after the first failure: three attempts in all. */
const maxRetries = 2

/**
 * The retry policy of every crosspay query (part of `getRecoveryOptions`): a transient failure (429, 5xx,
 * network, malformed body) is retried twice per fetch, after the recovery model's backoff; a 4xx, an
 * `InvalidParameterError` or an abort is never retried.
 *
 * @example
 * useQuery({ queryKey, queryFn, retry: shouldRetry })
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < maxRetries && isRetryableError(error)
}
