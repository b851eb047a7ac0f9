import { executeQuote } from './executeQuote'
import { planGasless } from './gasless/planGasless'
import { resumeExecution } from './resumeExecution'

/** What `loadExecutionPath` resolves to: the executor's two entry points, and the gasless decision a review reads. */
export type ExecutionPath = {
  executeQuote: typeof executeQuote
  resumeExecution: typeof resumeExecution
  planGasless: typeof planGasless
}

/** The executor's entry points in one module: `loadExecutionPath` fetches them with one `import()`. */
export const executionPath: ExecutionPath = { executeQuote, resumeExecution, planGasless }
