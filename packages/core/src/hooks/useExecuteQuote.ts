'use client'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useConfig } from 'wagmi'
import type { ExecutionError } from '../errors/ExecutionError'
import { createEmitter } from '../execution/createEmitter'
import { createExecutionStore, type ExecutionStore } from '../execution/createExecutionStore'
import type { ExecuteQuoteParameters } from '../execution/executeQuote'
import { loadExecutionPath } from '../execution/loadExecutionPath'
import type { ExecutionEventMap, ExecutionProgress, ExecutionRecord } from '../execution/types'
import type { QuoteParameters } from '../quote/QuoteParameters'
import type { Quote } from '../schemas/quoteSchema'
import type { MutationParameter } from './MutationParameter'
import { type UseCrosspayClientParameters, useCrosspayClient } from './useCrosspayClient'

/**
 * What `execute` and `resume` pass to the mutation: a quote to perform with the body the user asked for, or a
 * persisted request to continue.
 */
export type ExecuteQuoteVariables = { quote: Quote; parameters: QuoteParameters } | { requestId: string }

/** Parameters of {@link useExecuteQuote}: the executor's options, the wagmi config and TanStack's `mutation`. */
export type UseExecuteQuoteParameters = UseCrosspayClientParameters &
  Omit<
    ExecuteQuoteParameters,
    'client' | 'quote' | 'parameters' | 'queryClient' | 'signal' | 'events' | 'store'
  > &
  MutationParameter<ExecutionProgress, ExecutionError, ExecuteQuoteVariables> & {
    /** The wagmi config. Defaults to the one of the nearest `WagmiProvider`. */
    config?: ReturnType<typeof useConfig> | undefined
    /** Where executions are persisted. Defaults to `localStorage` (memory where there is none). */
    store?: ExecutionStore | undefined
  }

/** What {@link useExecuteQuote} returns. */
export type UseExecuteQuoteReturnType = {
  /**
   * Performs a quote's steps (fire and forget: the outcome is on `progress`, `status`, `error`). `parameters` is the
   * body the user asked for (what `useQuote` was called with, its `dataParameters`): a quote that does not match it
   * is refused (`ExecutionError` `unsafe`) before the wallet is asked.
   */
  execute(quote: Quote, parameters: QuoteParameters): void
  /** Same, returning the final progress (rejects with an `ExecutionError`). */
  executeAsync(quote: Quote, parameters: QuoteParameters): Promise<ExecutionProgress>
  /** Continues a persisted execution at its first unfinished item (fire and forget). */
  resume(requestId: string): void
  /** Same, returning the final progress. */
  resumeAsync(requestId: string): Promise<ExecutionProgress>
  /** Stops waits, polls and tracking; `progress` says what was already sent. */
  abort(): void
  /** Forgets the last outcome (not the persisted execution). */
  reset(): void
  /** The current execution, step by step, with where the funds are. */
  progress: ExecutionProgress | undefined
  /** The mutation's status: `idle`, `pending`, `success` or `error`. */
  status: 'idle' | 'pending' | 'success' | 'error'
  /** Why the last execution stopped (an `ExecutionError` that says where the funds are). */
  error: ExecutionError | null
  /** Persisted executions that did not finish (a reload, an abort): offer to resume them. */
  unfinished: ExecutionRecord[]
  /** Typed events of every execution this hook runs (`progress`, `item`, `transaction`, `settled`). */
  events: ReturnType<typeof createEmitter<ExecutionEventMap>>
}

const unfinishedOf = (store: ExecutionStore) =>
  store.list().filter((r) => !['success', 'refund', 'failure'].includes(r.progress.status))

/**
 * Performs quotes with the user's wallet (the host's wagmi config) and tracks them to the end: glue over
 * `executeQuote` from `@crosspay/core/execution`, shaped like wagmi's mutation hooks. The same quote executed twice
 * (a double click, StrictMode) is sent once; an execution interrupted by a reload is listed on `unfinished` and
 * continues with `resume`. Tracking shares its status query with `useRequestStatus`. The executor itself is loaded
 * on the first `execute` or `resume` (`loadExecutionPath`), so the hook adds little to a page's first load.
 *
 * @example
 * const { execute, progress, error } = useExecuteQuote({ mutation: { onSuccess: () => toast('Done') } })
 * <button onClick={() => quote && execute(quote, parameters)}>Bridge</button>
 */
export function useExecuteQuote(parameters: UseExecuteQuoteParameters = {}): UseExecuteQuoteReturnType {
  const {
    client: clientOverride,
    config: configOverride,
    mutation = {},
    store: storeOverride,
    onProgress,
    ...options
  } = parameters
  const client = useCrosspayClient({ client: clientOverride })
  // The given config, else the nearest WagmiProvider's (wagmi's useConfig throws only when there is neither).
  const config = useConfig(configOverride ? { config: configOverride } : {})
  const queryClient = useQueryClient()
  const store = useMemo(() => storeOverride ?? createExecutionStore(), [storeOverride])
  const events = useMemo(() => createEmitter<ExecutionEventMap>(), [])
  const [progress, setProgress] = useState<ExecutionProgress | undefined>(undefined)
  const [unfinished, setUnfinished] = useState<ExecutionRecord[]>([])
  const controller = useRef<AbortController | undefined>(undefined)
  const latest = useRef({ onProgress, options })
  latest.current = { onProgress, options }

  useEffect(() => setUnfinished(unfinishedOf(store)), [store])

  const result = useMutation<ExecutionProgress, ExecutionError, ExecuteQuoteVariables>({
    ...mutation,
    mutationFn: async (variables) => {
      controller.current = new AbortController()
      // The executor's own chunk, fetched on the first execute (or earlier, by `loadExecutionPath`).
      const { executeQuote, resumeExecution } = await loadExecutionPath()
      const shared = {
        ...latest.current.options,
        client,
        queryClient,
        store,
        events,
        signal: controller.current.signal,
        onProgress: (next: ExecutionProgress) => {
          setProgress(next)
          latest.current.onProgress?.(next)
        },
      }
      return 'quote' in variables
        ? executeQuote(config, { ...shared, quote: variables.quote, parameters: variables.parameters })
        : resumeExecution(config, { ...shared, requestId: variables.requestId })
    },
    onSettled: (...args) => {
      setUnfinished(unfinishedOf(store))
      return mutation.onSettled?.(...args)
    },
  })
  const { mutate, mutateAsync, reset: resetMutation } = result
  const execute = useCallback(
    (quote: Quote, parameters: QuoteParameters) => mutate({ quote, parameters }),
    [mutate],
  )
  const executeAsync = useCallback(
    (quote: Quote, parameters: QuoteParameters) => mutateAsync({ quote, parameters }),
    [mutateAsync],
  )
  const resume = useCallback((requestId: string) => mutate({ requestId }), [mutate])
  const resumeAsync = useCallback((requestId: string) => mutateAsync({ requestId }), [mutateAsync])
  const abort = useCallback(() => controller.current?.abort(), [])
  const reset = useCallback(() => {
    resetMutation()
    setProgress(undefined)
  }, [resetMutation])
  return {
    execute,
    executeAsync,
    resume,
    resumeAsync,
    abort,
    reset,
    progress,
    status: result.status,
    error: result.error,
    unfinished,
    events,
  }
}
