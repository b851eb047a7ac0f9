import { executeQuote } from './executeQuote'
import { planGasless } from './gasless/planGasless'
import { resumeExecution } from './resumeExecution'

/**
 * The execution path as one module (`loadExecutionPath` imports it on first use, so a bundler makes it one chunk):
 * the executor's two entry points, and the gasless decision the review reads before the executor runs.
 */
export const executionPath = { executeQuote, resumeExecution, planGasless }
