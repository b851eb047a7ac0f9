import { RateLimitError } from '../errors/RateLimitError'

/** The longest `Retry-After` honoured (a hostile or broken header must not park a query for a day): 10 minutes. */
const maxRetryAfterMs = 10 * 60_000

/**
 * The wait before the next attempt after `failures` consecutive transient failures: exponential
 * (`baseMs * 2^(failures - 1)`, capped at `maxMs`) with equal jitter (a random point in its upper half, so many
 * clients failing together do not come back together), and never less than the service's `Retry-After` (a
 * {@link RateLimitError}'s `retryAfter`, seconds, from a number or an HTTP date; honoured up to 10 minutes).
 *
 * @example
 * getRetryDelay(1, error, { baseMs: 1000, maxMs: 30_000 }) // 500–1000
 * getRetryDelay(6, error, { baseMs: 1000, maxMs: 30_000 }) // 15000–30000: the cap
 * getRetryDelay(1, new RateLimitError({ url, retryAfter: 5 }), backoff) // 5000
 */
export function getRetryDelay(
  failures: number,
  error: unknown,
  backoff: { baseMs: number; maxMs: number },
  random: () => number = Math.random,
): number {
  const exponential = Math.min(backoff.baseMs * 2 ** Math.max(0, failures - 1), backoff.maxMs)
  const jittered = Math.round(exponential / 2 + (random() * exponential) / 2)
  const retryAfter = error instanceof RateLimitError ? error.retryAfter : undefined
  const retryAfterMs =
    retryAfter !== undefined && Number.isFinite(retryAfter) && retryAfter > 0
      ? Math.min(retryAfter * 1000, maxRetryAfterMs)
      : 0
  return Math.max(jittered, retryAfterMs)
}
