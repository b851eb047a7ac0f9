import { ExecutionError } from '../../errors/ExecutionError'
import type { ExecutionProgress } from '../types'
import type { ExecutionFailure } from './ExecutionOutcome'

/**
 * The error a runner's failure stops the run with, read from the progress `reduce` made of it: its funds are the
 * machine's (never the runner's), its step the progress step's id.
 */
export function toFailureError(progress: ExecutionProgress, failure: ExecutionFailure): ExecutionError {
  return new ExecutionError({
    ...failure.error,
    step: failure.step === undefined ? undefined : progress.steps[failure.step]?.id,
    item: failure.item,
    funds: progress.funds,
  })
}
