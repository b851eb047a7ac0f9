import type { ExecutionProgress } from '../execution/types'
import { isTerminalStatus } from './isTerminalStatus'

/**
 * The one answer to "is this execution finished?", for the store (what it may prune), `useExecuteQuote` (what it
 * offers to resume) and the widget's panel: true when the request reached a terminal status (`success`, `refund`,
 * `failure`), or when the execution stopped (`error`, `aborted`) with the funds still in the wallet (`not-sent`:
 * a wallet rejection before anything left). An execution that stopped after its deposit left, or not knowing
 * (`sent`, `unknown`), is not settled: it can be resumed, and is never sent twice.
 *
 * @example
 * store.list().filter((record) => !isSettled(record.progress)) // what to offer to resume
 */
export function isSettled(progress: Pick<ExecutionProgress, 'status' | 'funds'> | undefined): boolean {
  if (!progress) return false
  if (isTerminalStatus(progress.status)) return true
  return (progress.status === 'error' || progress.status === 'aborted') && progress.funds === 'not-sent'
}
