'use client'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { useConfig } from 'wagmi'
import type { ExecutionError } from '../errors/ExecutionError'
import { createEmitter } from '../execution/createEmitter'
import type { ExecuteQuoteVariables } from '../execution/ExecuteQuoteVariables'
import type { ExecuteQuoteParameters } from '../execution/executeQuote'
import { executeQuoteMutationOptions } from '../execution/executeQuoteMutationOptions'
import type { ExecutionStore } from '../execution/store/createExecutionStore'
import { getDefaultExecutionStore } from '../execution/store/getDefaultExecutionStore'
import { isRunningElsewhere } from '../execution/store/isRunningElsewhere'
import type { ExecutionEventMap, ExecutionProgress, ExecutionRecord } from '../execution/types'
import { variablesRequestId } from '../execution/variablesRequestId'
import { isSettled } from '../query/isSettled'
import type { QuoteParameters } from '../quote/QuoteParameters'
import type { Quote } from '../schemas/quoteSchema'
import type { MutationParameter } from './MutationParameter'
import { type UseCrosspayClientParameters, useCrosspayClient } from './useCrosspayClient'
import { useLockedExecutions } from './useLockedExecutions'

export type { ExecuteQuoteVariables } from '../execution/ExecuteQuoteVariables'

/** Parameters of {@link useExecuteQuote}: the executor's options, the wagmi config and TanStack's `mutation`. */
export type UseExecuteQuoteParameters = UseCrosspayClientParameters &
  Omit<
    ExecuteQuoteParameters,
    'client' | 'quote' | 'parameters' | 'queryClient' | 'signal' | 'events' | 'store'
  > &
  MutationParameter<ExecutionProgress, ExecutionError, ExecuteQuoteVariables> & {
    /** The wagmi config. Defaults to the one of the nearest `WagmiProvider`. */
    config?: ReturnType<typeof useConfig> | undefined
    /** Where executions are persisted. Defaults to the page's one store (`getDefaultExecutionStore`). */
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
  /**
   * Stops the run of `requestId` (waits, polls and tracking end; `progress` says what was already sent), or, without
   * one, every run this hook started. Reaches the run it names whatever ran before or joined it.
   */
  abort(requestId?: string): void
  /** Forgets the last outcome (not the persisted execution). */
  reset(): void
  /** The execution this hook last started, step by step, with where the funds are (read from the store). */
  progress: ExecutionProgress | undefined
  /** The mutation's status: `idle`, `pending`, `success` or `error`. */
  status: 'idle' | 'pending' | 'success' | 'error'
  /** Why the last execution stopped (an `ExecutionError` that says where the funds are). */
  error: ExecutionError | null
  /**
   * Persisted executions that are not settled (`isSettled`) and run in no other tab: offer to resume them (one
   * running in this page is joined, never sent twice).
   */
  unfinished: ExecutionRecord[]
  /** Persisted executions running in another tab right now: show them as such, never offer to resume them. */
  elsewhere: ExecutionRecord[]
  /** Typed events of every execution this hook runs (`progress`, `item`, `transaction`, `settled`). */
  events: ReturnType<typeof createEmitter<ExecutionEventMap>>
}

/**
 * Performs quotes with the user's wallet (the host's wagmi config) and tracks them to the end: `useMutation` over
 * `executeQuoteMutationOptions` (as wagmi's hooks are over theirs), reading the page's execution store through
 * `useSyncExternalStore`. The same quote executed twice (a double click, StrictMode, two components) is sent once;
 * an execution interrupted by a reload is listed on `unfinished` and continues with `resume`; one running in
 * another tab is on `elsewhere`. Tracking shares its status query with `useRequestStatus`.
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
  const store = storeOverride ?? getDefaultExecutionStore()
  const records = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)
  const [events] = useState(() => createEmitter<ExecutionEventMap>())
  const [current, setCurrent] = useState<string | undefined>(undefined)
  // Every run's controller by request id (two calls of one request each hold their own), dropped once it settles.
  const controllers = useRef(new Map<string, Set<AbortController>>())
  const pending = useRef(new Map<string, number>())
  const latest = useRef(onProgress)
  latest.current = onProgress

  const result = useMutation<ExecutionProgress, ExecutionError, ExecuteQuoteVariables>({
    ...mutation,
    ...executeQuoteMutationOptions(config, {
      ...options,
      client,
      queryClient,
      store,
      events,
      onProgress: (next) => latest.current?.(next),
      signalFor: (requestId) => {
        const controller = new AbortController()
        const id = requestId.toLowerCase()
        controllers.current.set(id, (controllers.current.get(id) ?? new Set()).add(controller))
        return controller.signal
      },
    }),
    onMutate: (variables, context) => {
      const id = variablesRequestId(variables)?.toLowerCase()
      setCurrent(id)
      if (id) pending.current.set(id, (pending.current.get(id) ?? 0) + 1)
      return mutation.onMutate?.(variables, context)
    },
    onSettled: (data, error, variables, onMutateResult, context) => {
      const id = variablesRequestId(variables)?.toLowerCase()
      const left = id ? (pending.current.get(id) ?? 1) - 1 : 1
      if (id && left > 0) pending.current.set(id, left)
      else if (id) {
        // The last run of this request settled: its controllers go (the map never grows with old runs).
        pending.current.delete(id)
        controllers.current.delete(id)
      }
      return mutation.onSettled?.(data, error, variables, onMutateResult, context)
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
  const abort = useCallback((requestId?: string) => {
    for (const [id, held] of controllers.current)
      if (requestId === undefined || id === requestId.toLowerCase())
        for (const controller of held) controller.abort()
  }, [])
  const reset = useCallback(() => {
    resetMutation()
    setCurrent(undefined)
  }, [resetMutation])

  const record = current ? records.find((r) => r.requestId.toLowerCase() === current) : undefined
  const error = result.error
  const progress = useMemo(
    () => (record ? { ...record.progress, error: error ?? undefined } : undefined),
    [record, error],
  )
  const open = records.filter((r) => !isSettled(r.progress))
  const held = useLockedExecutions(records, open.length > 0)
  const known = held !== 'pending'
  const elsewhere = known
    ? open.filter((r) =>
        isRunningElsewhere(r, held, { store, owner: options.owner, claimStaleMs: options.claimStaleMs }),
      )
    : []
  // Until the held locks are known, nothing is offered: a run in another tab must never show as Resume.
  const unfinished = known ? open.filter((r) => !elsewhere.includes(r)) : []
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
    elsewhere,
    events,
  }
}
