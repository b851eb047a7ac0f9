/**
 * What the recovery model remembers between TanStack's callbacks, which see only an error or a query: per
 * query, how many transient failures in a row (reset by a success); per failure (an error object), how many
 * failures in a row it was and when the next attempt is due. Weak maps: nothing outlives its query or error.
 */
export const recoveryRegistry = {
  /** Consecutive transient failures of a query (across fetches: polling does not reset it). */
  streaks: new WeakMap<object, number>(),
  /** The streak length a failure ended (its place in the backoff). */
  failures: new WeakMap<object, number>(),
  /** The next attempt planned after a failure: its delay and when it is due (epoch ms). */
  nextAttempts: new WeakMap<object, { delayMs: number; at: number }>(),
}
