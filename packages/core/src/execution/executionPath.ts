import { executeQuote } from './executeQuote'
import { loadGaslessPath } from './gasless/loadGaslessPath'
import { resumeExecution } from './resumeExecution'

/**
 * What `loadExecutionPath` resolves to: the executor's two entry points, and the loader of the gasless path's own chunk
 * (a review reads `planGasless` through it, so that chunk is imported from one place only).
 */
export type ExecutionPath = {
  executeQuote: typeof executeQuote
  resumeExecution: typeof resumeExecution
  loadGaslessPath: typeof loadGaslessPath
}

/** The executor's entry points in one module: `loadExecutionPath` fetches them with one `import()`. */
export const executionPath: ExecutionPath = { executeQuote, resumeExecution, loadGaslessPath }
