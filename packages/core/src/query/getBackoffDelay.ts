import type { BackoffOptions } from '../utils/BackoffOptions'

/**
 * Exponential backoff: `baseMs * 2^(failureCount - 1)`, capped at `maxMs`.
 *
 * @example
 * getBackoffDelay(1) // 1000
 * getBackoffDelay(3) // 4000
 * getBackoffDelay(10) // 30000
 */
export function getBackoffDelay(failureCount: number, options: BackoffOptions = {}): number {
  const baseMs = options.baseMs ?? 1000
  const maxMs = options.maxMs ?? 30_000
  return Math.min(baseMs * 2 ** Math.max(0, failureCount - 1), maxMs)
}
