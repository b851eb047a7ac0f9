import type { Config } from '@wagmi/core'
import type { ExecutionError } from '../errors/ExecutionError'
import type { ExecuteQuoteVariables } from './ExecuteQuoteVariables'
import type { ExecuteQuoteParameters } from './executeQuote'
import { loadExecutionPath } from './loadExecutionPath'
import { withTruthfulFunds } from './machine/withTruthfulFunds'
import type { ExecutionProgress } from './types'
import { variablesRequestId } from './variablesRequestId'

/** Options of {@link executeQuoteMutationOptions}: the executor's, with a signal per request. */
export type ExecuteQuoteMutationOptionsParameters = Omit<
  ExecuteQuoteParameters,
  'quote' | 'parameters' | 'signal'
> & {
  /** The signal of the run of `requestId` (how `abort(requestId)` reaches exactly that run). */
  signalFor?: ((requestId: string) => AbortSignal | undefined) | undefined
}

/**
 * TanStack Query mutation options over `executeQuote` and `resumeExecution` (the shape of wagmi's
 * `*MutationOptions`): `useExecuteQuote` is `useMutation` over these, and a host can build its own. The executor
 * itself is loaded on the first mutation (`loadExecutionPath`), so these add little to a page's first load.
 *
 * @example
 * const mutation = new MutationObserver(queryClient, executeQuoteMutationOptions(config, { client }))
 * await mutation.mutate({ quote, parameters })
 */
export function executeQuoteMutationOptions(
  config: Config,
  parameters: ExecuteQuoteMutationOptionsParameters,
): {
  mutationKey: readonly ['crosspay', 'executeQuote']
  mutationFn(variables: ExecuteQuoteVariables): Promise<ExecutionProgress>
} {
  const { signalFor, ...options } = parameters
  return {
    mutationKey: ['crosspay', 'executeQuote'],
    async mutationFn(variables) {
      // The executor's own chunk, fetched on the first execute (or earlier, by `loadExecutionPath`). A request being
      // resumed may have sent its deposit already: without the executor, where its funds are cannot be told, and
      // the machine's rule says so (no failure after a possible send says `not-sent`).
      const { executeQuote, resumeExecution } = await loadExecutionPath().catch((error: ExecutionError) => {
        throw 'requestId' in variables ? withTruthfulFunds(error, 'unknown') : error
      })
      const requestId = variablesRequestId(variables)
      const signal = requestId ? signalFor?.(requestId) : undefined
      return 'quote' in variables
        ? executeQuote(config, {
            ...options,
            signal,
            quote: variables.quote,
            parameters: variables.parameters,
          })
        : resumeExecution(config, { ...options, signal, requestId: variables.requestId })
    },
  }
}
