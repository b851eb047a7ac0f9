import { ExecutionError } from '../errors/ExecutionError'
import type { ExecutionPath } from './executionPath'

let loading: Promise<ExecutionPath> | undefined

/**
 * Loads the execution path (the step runner, its safety checks, the wagmi and viem actions that send, sign and
 * wait) with a dynamic `import()`, once: a bundler splits it into its own chunk, so a page that quotes and shows
 * status does not carry it until someone executes. `useExecuteQuote` calls it on `execute`/`resume`; call it
 * earlier (hover or focus of the button that executes) to have it ready by the press. A failed load (offline, a
 * stale deployment) rejects with `ExecutionError` (`reason: 'load-failed'`, `funds: 'not-sent'`: nothing was sent and
 * no wallet was asked) and is not kept: the next call imports again.
 */
export function loadExecutionPath(): Promise<ExecutionPath> {
  loading ??= import('./executionPath').then(
    (module) => module.executionPath,
    (error: unknown) => {
      loading = undefined
      throw new ExecutionError({ reason: 'load-failed', cause: error })
    },
  )
  return loading
}
