import { hashKey } from '@tanstack/react-query'
import { getRequestStatusQueryOptions, type RequestStatusPolling } from '../query/getRequestStatus'
import { isRetryableError } from '../query/isRetryableError'
import { isTerminalStatus } from '../query/isTerminalStatus'
import { recoveryRegistry } from '../query/recoveryRegistry'
import type { StatusResult } from '../schemas/statusResultSchema'
import type { ExecutionContext } from './ExecutionContext'
import { sleep } from './sleep'

/**
 * Follows the request to a terminal status with the very query `useRequestStatus` runs: the same options (key,
 * retry policy, backoff) on the host's QueryClient, so a `useRequestStatus` of the same request sees every answer,
 * and the same cadence (the options' own `refetchInterval` decides each wait). It polls by itself rather than
 * through a `QueryObserver`, whose intervals TanStack turns off outside a browser, so it works in Node too. Every
 * status goes to `onStatus`; every transient failure goes to `onRetrying` with when the next read is due (each
 * retry within a fetch, seen on the query cache, and each wait on the interval after a fetch gave up) while
 * tracking goes on (never given up silently); a 4xx ends it. Resolves with the terminal status; stops the moment
 * `ctx.signal` aborts. It only reports the retries the query's options already make: it adds none.
 */
export async function trackRequest(
  ctx: Pick<ExecutionContext, 'client' | 'queryClient' | 'requestId' | 'signal'>,
  polling: RequestStatusPolling,
  onStatus: (status: StatusResult) => void,
  onRetrying: (error: unknown, nextAttemptAt: number) => void,
): Promise<StatusResult> {
  const options = getRequestStatusQueryOptions(ctx.client, { requestId: ctx.requestId, ...polling })
  const cancel = () => void ctx.queryClient.cancelQueries({ queryKey: options.queryKey, exact: true })
  ctx.signal.addEventListener('abort', cancel, { once: true })
  // A failed attempt the query retries within its fetch: its delay is planned (`retryDelay`) before it is told.
  const hash = hashKey(options.queryKey)
  const unsubscribe = ctx.queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'failed' || event.query.queryHash !== hash) return
    const planned = recoveryRegistry.nextAttempts.get(event.action.error as object)
    if (planned && isRetryableError(event.action.error)) onRetrying(event.action.error, planned.at)
  })
  try {
    for (;;) {
      ctx.signal.throwIfAborted()
      let failed: unknown
      try {
        const status = await ctx.queryClient.fetchQuery({ ...options, staleTime: 0 })
        onStatus(status)
        if (isTerminalStatus(status.status)) return status
      } catch (error) {
        ctx.signal.throwIfAborted()
        if (!isRetryableError(error)) throw error
        failed = error
      }
      const query = ctx.queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true })
      const interval = query ? options.refetchInterval(query as never) : 1000
      const wait = interval === false ? 1000 : interval
      if (failed) onRetrying(failed, Date.now() + wait)
      await sleep(wait, ctx.signal)
    }
  } finally {
    unsubscribe()
    ctx.signal.removeEventListener('abort', cancel)
  }
}
