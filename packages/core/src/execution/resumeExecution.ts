import type { Config } from '@wagmi/core'
import { ExecutionError } from '../errors/ExecutionError'
import { InvalidParameterError } from '../errors/InvalidParameterError'
import { type ExecuteQuoteParameters, executeQuote } from './executeQuote'
import { reduce } from './machine/reduce'
import { getDefaultExecutionStore } from './store/getDefaultExecutionStore'
import type { ExecutionProgress } from './types'

/** Parameters of {@link resumeExecution}: those of `executeQuote`, with the request id instead of the quote. */
export type ResumeExecutionParameters = Omit<ExecuteQuoteParameters, 'quote' | 'parameters'> & {
  /** The request whose persisted execution to continue. */
  requestId: string
  /**
   * The body the user asked for. Defaults to the one persisted with the execution; needed only for records
   * persisted without one (older versions). Given with a persisted one, both must be the same request.
   */
  parameters?: ExecuteQuoteParameters['parameters'] | undefined
}

/**
 * Continues a persisted execution (after a reload, or in another tab once this one is gone) at its first
 * unfinished item, after checking the persisted quote against the body the user asked for (persisted with it)
 * once more: items with a hash or a signature are only confirmed, never sent again; an item claimed before
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
        cause: new InvalidParameterError({
          parameter: 'requestId',
          rule: 'must be a request whose execution is persisted in this store',
          value: parameters.requestId,
        }),
      }),
    )
  const asked = record.parameters ?? parameters.parameters
  // Refused before running: the persisted progress says where the funds are (the machine's stop).
  const refuse = (rule: string) =>
    Promise.reject(
      reduce(record.progress, {
        type: 'stopped',
        thrown: new ExecutionError({
          reason: 'invalid-parameter',
          cause: new InvalidParameterError({ parameter: 'parameters', rule }),
        }),
        aborted: false,
        claimedDeposit: false,
      }).error,
    )
  if (!asked) return refuse('must be given for an execution persisted without the body it was asked with')
  if (parameters.parameters && record.parameters && !sameBody(parameters.parameters, record.parameters))
    return refuse('must be the body the persisted execution was asked with')
  return executeQuote(config, { ...parameters, store, quote: record.quote, parameters: asked })
}

/** Two quote bodies ask for the same thing (key order aside). */
function sameBody(a: object, b: object): boolean {
  const canonical = (value: object) =>
    JSON.stringify(value, (_key, v) =>
      v && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => x.localeCompare(y)))
        : v,
    )
  return canonical(a) === canonical(b)
}
