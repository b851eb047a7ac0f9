import type { Config } from '@wagmi/core'
import { ExecutionError } from '../errors/ExecutionError'
import { InvalidParameterError } from '../errors/InvalidParameterError'
import { type ExecuteQuoteParameters, executeQuote } from './executeQuote'
import { getDefaultExecutionStore } from './getDefaultExecutionStore'
import type { ExecutionProgress } from './types'

/** Parameters of {@link resumeExecution}: those of `executeQuote`, with the request id instead of the quote. */
export type ResumeExecutionParameters = Omit<ExecuteQuoteParameters, 'quote'> & {
  /** The request whose persisted execution to continue. */
  requestId: string
}

/**
 * Continues a persisted execution (after a reload, or in another tab once this one is gone) at its first
 * unfinished item: items with a hash or a signature are only confirmed, never sent again; an item claimed before
 * a reload is looked up (a batch by its saved id, a transaction by the account's nonce and its content) and sent
 * only if it shows it was not. Rejects with an `ExecutionError` (`invalid-parameter`, nothing sent) when nothing
 * is persisted for `requestId`.
 *
 * @example
 * const unfinished = getDefaultExecutionStore().list().filter((r) => !isSettled(r.progress))
 * await resumeExecution(wagmiConfig, { client, requestId: unfinished[0].requestId })
 */
export function resumeExecution(
  config: Config,
  parameters: ResumeExecutionParameters,
): Promise<ExecutionProgress> {
  const store = parameters.store ?? getDefaultExecutionStore()
  const record = store.get(parameters.requestId)
  if (!record)
    return Promise.reject(
      new ExecutionError({
        reason: 'invalid-parameter',
        funds: 'not-sent',
        cause: new InvalidParameterError({
          parameter: 'requestId',
          rule: 'must be a request whose execution is persisted in this store',
          value: parameters.requestId,
        }),
      }),
    )
  return executeQuote(config, { ...parameters, store, quote: record.quote })
}
