import { createExecutionStore, type ExecutionStore } from './createExecutionStore'

let store: ExecutionStore | undefined

/**
 * The store every `executeQuote`, `resumeExecution` and `useExecuteQuote` of this page (or process) shares when
 * given none: `localStorage` when there is one, else memory, created once. One store means one answer to "was
 * this sent?": executing the same quote twice, from two hooks or two calls, sends it once, in Node and in a
 * locked-down webview too.
 *
 * @example
 * getDefaultExecutionStore().list() // the executions of this page, newest first
 */
export function getDefaultExecutionStore(): ExecutionStore {
  store ??= createExecutionStore()
  return store
}
