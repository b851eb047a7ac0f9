import type { QuoteParameters } from '../quote/QuoteParameters'
import type { Chain } from '../schemas/chainSchema'
import type { Quote } from '../schemas/quoteSchema'
import type { ExecutionContext } from './ExecutionContext'
import type { ExecutionOutcome } from './machine/ExecutionOutcome'
import { reduce } from './machine/reduce'
import { toFailureError } from './machine/toFailureError'
import { toInitialProgress } from './machine/toInitialProgress'
import type { ExecutionProgress, ExecutionRecord } from './types'

/** What {@link createExecutionContext} builds a context from. */
export type CreateExecutionContextParameters = Omit<
  ExecutionContext,
  'progress' | 'apply' | 'fail' | 'claim' | 'setClaim' | 'chains' | 'appendSteps'
> & {
  /** The quote (the persisted one on a resume). */
  quote: Quote
  /** The body the user asked for, persisted with the execution (a resume checks the quote against it again). */
  parameters: QuoteParameters | undefined
  /** Where the progress starts (the persisted one on a resume). */
  progress: ExecutionProgress
  chains: readonly Chain[]
  /** Called with every progress change (a copy). */
  onProgress?: ((progress: ExecutionProgress) => void) | undefined
}

/**
 * Internal: the context of one execution. The progress changes only by an outcome given to `apply` (or `fail`),
 * through the machine's `reduce`. Every change of the progress is persisted (best effort: a write the
 * storage refuses warns once through the client's `onWarning`, `execution-not-saved`, and execution goes on with
 * the record kept in memory), then given to `onProgress` and the `progress` event.
 */
export function createExecutionContext(parameters: CreateExecutionContextParameters): ExecutionContext {
  const { store, requestId, emitter, client, onProgress } = parameters
  let progress = parameters.progress
  let quote = parameters.quote
  const createdAt = store.get(requestId)?.createdAt ?? Date.now()
  const save = (record: ExecutionRecord) => {
    if (store.put(record)) return
    client.warn({
      code: 'execution-not-saved',
      message:
        'The execution could not be saved to storage (full or refused): it is kept in memory for this page only, so a reload cannot resume it.',
      data: { requestId },
    })
  }
  const persist = () => {
    const record = store.get(requestId)
    save({
      version: 1,
      requestId,
      quote,
      parameters: parameters.parameters,
      progress,
      claim: record?.claim,
      createdAt,
      updatedAt: Date.now(),
    })
  }
  const changed = () => {
    persist()
    const view = { ...structuredClone({ ...progress, error: undefined }), error: progress.error }
    try {
      onProgress?.(view)
    } catch {
      // The host's callback failing is the host's: execution goes on (as with event listeners).
    }
    emitter.emit('progress', view)
  }
  const apply = (outcome: ExecutionOutcome) => {
    const before = progress
    progress = reduce(progress, outcome)
    // Every item the outcome changed (the reducer keeps the others' identity) is told as an `item` event.
    progress.steps.forEach((s, step) => {
      s.items.forEach((it, item) => {
        if (before.steps[step]?.items[item] !== it) emitter.emit('item', { step, item, progress: it })
      })
    })
    changed()
    return progress
  }
  const {
    parameters: _asked,
    quote: _quote,
    progress: _progress,
    onProgress: _onProgress,
    ...shared
  } = parameters
  const context: ExecutionContext = {
    ...shared,
    progress: () => progress,
    apply: (outcome) => apply(outcome),
    fail: (failure) => toFailureError(apply(failure), failure),
    appendSteps(steps) {
      quote = { ...quote, steps: [...quote.steps, ...steps] }
      progress = {
        ...progress,
        steps: [...progress.steps, ...toInitialProgress({ ...quote, steps }, requestId).steps],
      }
      changed()
      return quote
    },
    claim: () => store.get(requestId)?.claim,
    setClaim(claim) {
      const record = store.get(requestId)
      if (record) save({ ...record, claim, updatedAt: Date.now() })
    },
  }
  return context
}
