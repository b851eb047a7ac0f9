import { isRetryableError } from './isRetryableError'
import { planNextAttempt } from './planNextAttempt'
import { shouldRetry } from './shouldRetry'

/** Default backoff: 1 s doubling up to the documented cap of 30 s. */
const defaultBackoff = { baseMs: 1000, maxMs: 30_000 }

/**
 * The one recovery model of every crosspay query, as TanStack options: transient failures (429, 5xx, network,
 * malformed body) are retried twice per fetch ({@link shouldRetry}) after a backoff that grows across fetches
 * toward `backoff.maxMs` with jitter and honours `Retry-After` ({@link planNextAttempt}); `refetchAfterError`
 * gives the interval a query keeps trying at once its retries are spent (undefined while it is not failing
 * transiently), so it recovers by itself when the service is back. Wrap the query function with
 * `withFailureStreak` so the backoff grows across fetches.
 *
 * @example
 * const recovery = getRecoveryOptions(client.backoff)
 * ({ queryFn: withFailureStreak(fn), retry: recovery.retry, retryDelay: recovery.retryDelay,
 *    refetchInterval: (query) => recovery.refetchAfterError(query.state) ?? false })
 */
export function getRecoveryOptions(backoff: { baseMs: number; maxMs: number } | undefined) {
  const resolved = backoff ?? defaultBackoff
  return {
    retry: shouldRetry,
    retryDelay: (failureCount: number, error: unknown) => planNextAttempt(error, failureCount, resolved),
    refetchAfterError: (state: { status: string; error: unknown; fetchFailureCount: number }) =>
      state.status === 'error' && isRetryableError(state.error)
        ? planNextAttempt(state.error, state.fetchFailureCount, resolved)
        : undefined,
  }
}
