import { getRetryDelay } from './getRetryDelay'
import { recoveryRegistry } from './recoveryRegistry'

/**
 * The delay before the next attempt after `error` (a transient failure), planned once per error: the first call
 * draws it with {@link getRetryDelay} (from the failure's place in its query's streak, else `failureCount`) and
 * records when it is due; later calls for the same error return the same delay (TanStack asks for a refetch
 * interval on every update, and a new random value each time would restart its timer).
 */
export function planNextAttempt(
  error: unknown,
  failureCount: number,
  backoff: { baseMs: number; maxMs: number },
): number {
  const key = error && typeof error === 'object' ? error : undefined
  const planned = key ? recoveryRegistry.nextAttempts.get(key) : undefined
  if (planned) return planned.delayMs
  const failures = (key && recoveryRegistry.failures.get(key)) || failureCount
  const delayMs = getRetryDelay(failures, error, backoff)
  if (key) recoveryRegistry.nextAttempts.set(key, { delayMs, at: Date.now() + delayMs })
  return delayMs
}
