import { executeQuote } from './executeQuote'
import { resumeExecution } from './resumeExecution'

/** What `loadExecutionPath` resolves to: the executor's two entry points. */
export type ExecutionPath = {
  executeQuote: typeof executeQuote
  resumeExecution: typeof resumeExecution
}

/** The executor's entry points in one module: `loadExecutionPath` fetches them with one `import()`. */
export const executionPath: ExecutionPath = { executeQuote, resumeExecution }
