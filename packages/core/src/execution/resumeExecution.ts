import type { Config } from '@wagmi/core'
import { InvalidParameterError } from '../errors/InvalidParameterError'
import { createExecutionStore } from './createExecutionStore'
import { type ExecuteQuoteParameters, executeQuote } from './executeQuote'
import type { ExecutionProgress } from './types'

/** Parameters of {@link resumeExecution}: those of `executeQuote`, with the request id instead of the quote. */
export type ResumeExecutionParameters = Omit<ExecuteQuoteParameters, 'quote'> & {
  /** The request whose persisted execution to continue. */
  requestId: string
}

/**
 * Continues a persisted execution (after a reload, or in another tab once this one's claim is stale) at its first
 * unfinished item: items with a hash or a signature are only confirmed, never sent again, and an item claimed
 * before a reload is sent only if the account's nonce shows it was not. Throws an `InvalidParameterError` when
 * nothing is persisted for `requestId`.
 *
 * @example
 * const unfinished = createExecutionStore().list().filter((r) => r.progress.status === 'running')
 * await resumeExecution(wagmiConfig, { client, requestId: unfinished[0].requestId })
 */
export function resumeExecution(
  config: Config,
  parameters: ResumeExecutionParameters,
): Promise<ExecutionProgress> {
  const store = parameters.store ?? createExecutionStore()
  const record = store.get(parameters.requestId)
  if (!record)
    return Promise.reject(
      new InvalidParameterError({
        parameter: 'requestId',
        rule: 'must be a request whose execution is persisted in this store',
        value: parameters.requestId,
      }),
    )
  return executeQuote(config, { ...parameters, store, quote: record.quote })
}
