import { ExecutionError, type FundsLocation } from '../../errors/ExecutionError'

/**
 * The error an execution stops with, made truthful about the funds: once a deposit went out (`sent`) or may have
 * (`unknown`), no later failure (a check, a poll, a refused endpoint, an aborted wait) may say `not-sent` or
 * "nothing was sent". Such an error is rebuilt with the execution's `funds` and the default message for its reason
 * and those funds; any other error is returned as it is.
 */
export function withTruthfulFunds(error: ExecutionError, funds: FundsLocation): ExecutionError {
  if (error.funds !== 'not-sent' || funds === 'not-sent') return error
  return new ExecutionError({
    reason: error.reason,
    funds,
    check: error.check,
    step: error.step,
    item: error.item,
    cause: error,
  })
}
