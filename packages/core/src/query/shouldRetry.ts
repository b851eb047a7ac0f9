import { isRetryableError } from './isRetryableError'

/** Retries after the first failure: three attempts in all. */
const maxRetries = 2

/**
 * The one retry policy of every crosspay query: a transient failure (429, 5xx, network) is retried twice,
 * after the QueryClient's `retryDelay` (TanStack's default backs off: 1 s, then 2 s; the status query sets its
 * own `backoff`); a 4xx, an `InvalidParameterError`, a malformed response or an abort is never retried.
 *
 * @example
 * useQuery({ queryKey, queryFn, retry: shouldRetry })
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < maxRetries && isRetryableError(error)
}
