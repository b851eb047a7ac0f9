import { getRequestStatusQueryOptions, type RequestStatusPolling } from '../query/getRequestStatus'
import { isRetryableError } from '../query/isRetryableError'
import { isTerminalStatus } from '../query/isTerminalStatus'
import type { StatusResult } from '../schemas/statusResultSchema'
import type { ExecutionContext } from './ExecutionContext'
import { sleep } from './sleep'

/**
 * Follows the request to a terminal status with the very query `useRequestStatus` runs: the same options (key,
 * retry policy, backoff) on the host's QueryClient, so a `useRequestStatus` of the same request sees every answer,
 * and the same cadence (the options' own `refetchInterval` decides each wait). It polls by itself rather than
 * through a `QueryObserver`, whose intervals TanStack turns off outside a browser, so it works in Node too. Every
 * status goes to `onStatus`; a transient failure goes to `onError` while tracking goes on (never given up
 * silently); a 4xx ends it. Resolves with the terminal status; stops the moment `ctx.signal` aborts.
 */
export async function trackRequest(
  ctx: Pick<ExecutionContext, 'client' | 'queryClient' | 'requestId' | 'signal'>,
  polling: RequestStatusPolling,
  onStatus: (status: StatusResult) => void,
  onError: (error: unknown) => void,
): Promise<StatusResult> {
  const options = getRequestStatusQueryOptions(ctx.client, { requestId: ctx.requestId, ...polling })
  const cancel = () => void ctx.queryClient.cancelQueries({ queryKey: options.queryKey, exact: true })
  ctx.signal.addEventListener('abort', cancel, { once: true })
  try {
    for (;;) {
      ctx.signal.throwIfAborted()
      try {
        const status = await ctx.queryClient.fetchQuery({ ...options, staleTime: 0 })
        onStatus(status)
        if (isTerminalStatus(status.status)) return status
      } catch (error) {
        ctx.signal.throwIfAborted()
        onError(error)
        if (!isRetryableError(error)) throw error
      }
      const query = ctx.queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true })
      const wait = query ? options.refetchInterval(query as never) : 1000
      await sleep(wait === false ? 1000 : wait, ctx.signal)
    }
  } finally {
    ctx.signal.removeEventListener('abort', cancel)
  }
}
