import { isRetryableError } from './isRetryableError'
import { recoveryRegistry } from './recoveryRegistry'

/** What a screen needs to show a query's recovery: see {@link getRecoveryState}. */
export type RecoveryState = {
  /**
   * True while the query is failing transiently (429, 5xx, network, malformed body) and another attempt is
   * planned: during its retries and, once they are spent, while it keeps trying on its interval. False once it
   * succeeds, and for failures that are not retried (4xx, bad input).
   */
  isRetrying: boolean
  /** When the next attempt is due (epoch ms; in the past while it is under way), or undefined when none is planned. */
  nextAttemptAt: number | undefined
}

/**
 * The recovery state of a query result (`useQuery`'s or `useInfiniteQuery`'s): the latest failure
 * (`failureReason` during retries, `error` after them) and the attempt planned after it.
 *
 * @example
 * const { isRetrying, nextAttemptAt } = getRecoveryState(result)
 */
export function getRecoveryState(result: {
  failureReason: unknown
  error: unknown
  isSuccess?: boolean
}): RecoveryState {
  const reason = result.failureReason ?? result.error
  if (!reason || typeof reason !== 'object' || !isRetryableError(reason))
    return { isRetrying: false, nextAttemptAt: undefined }
  const planned = recoveryRegistry.nextAttempts.get(reason)
  return planned
    ? { isRetrying: true, nextAttemptAt: planned.at }
    : { isRetrying: false, nextAttemptAt: undefined }
}
