'use client'
import { type QueryKey, useQueryClient } from '@tanstack/react-query'
import { getRecoveryState, type RecoveryState } from '../query/getRecoveryState'

/**
 * The recovery state (`isRetrying`, `nextAttemptAt`) of the query at `queryKey`, for a hook to add to its result.
 * It reads the failure from the query's state in the cache rather than from the hook's result: reading `error` /
 * `failureReason` through TanStack's tracked result in render stalled a refetch under a host QueryClient. Pass
 * the result's `failureCount` and `status` (read through the result, so the hook re-renders when they change).
 *
 * @example
 * return Object.assign(result, useRecoveryState(options.queryKey, result.failureCount, result.status))
 */
export function useRecoveryState(queryKey: QueryKey, _failureCount: number, _status: string): RecoveryState {
  const state = useQueryClient().getQueryState(queryKey)
  return getRecoveryState({ failureReason: state?.fetchFailureReason, error: state?.error })
}
