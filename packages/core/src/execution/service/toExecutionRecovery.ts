import type { ExecutionRecovery } from '../types'

/**
 * The recovery state of a failing service read for the progress: the error's name and short message (a crosspay
 * error's `shortMessage`, else its first line; never the request's details) and when the executor reads again.
 */
export function toExecutionRecovery(error: unknown, nextAttemptAt: number): ExecutionRecovery {
  const e = (error && typeof error === 'object' ? error : {}) as {
    name?: unknown
    shortMessage?: unknown
    message?: unknown
  }
  const text =
    typeof e.shortMessage === 'string'
      ? e.shortMessage
      : typeof e.message === 'string'
        ? e.message
        : String(error)
  return {
    error: {
      name: typeof e.name === 'string' ? e.name : 'Error',
      message: text.split('\n')[0]!.slice(0, 200),
    },
    nextAttemptAt,
  }
}
