import type { ExecutionProgress } from './types'

/**
 * Executions running in this page (or process), by lower-cased request id: a second `executeQuote` of the same
 * request joins the first instead of sending again, and its signal can stop it too (`controller`).
 */
export const runningExecutions = new Map<
  string,
  { promise: Promise<ExecutionProgress>; controller: AbortController }
>()
