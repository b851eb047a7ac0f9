import type { QueryFunctionContext, QueryKey } from '@tanstack/react-query'
import { isRetryableError } from './isRetryableError'
import { recoveryRegistry } from './recoveryRegistry'

/**
 * Wraps a query function so each query counts its transient failures in a row, across fetches (TanStack's
 * `failureCount` restarts with every fetch, so a polled query would back off 1 s, 2 s, 1 s, 2 s … forever): a
 * success resets the count; each transient failure is tagged with its place in the streak, which
 * `getRetryDelay` grows the backoff from.
 */
export function withFailureStreak<
  context extends QueryFunctionContext<QueryKey, never> | QueryFunctionContext<QueryKey, unknown>,
  data,
>(queryFn: (context: context) => Promise<data>): (context: context) => Promise<data> {
  return async (context) => {
    const query = context.client?.getQueryCache().find({ queryKey: context.queryKey, exact: true })
    try {
      const data = await queryFn(context)
      if (query) recoveryRegistry.streaks.delete(query)
      return data
    } catch (error) {
      if (query && error && typeof error === 'object' && isRetryableError(error)) {
        const streak = (recoveryRegistry.streaks.get(query) ?? 0) + 1
        recoveryRegistry.streaks.set(query, streak)
        recoveryRegistry.failures.set(error, streak)
      }
      throw error
    }
  }
}
