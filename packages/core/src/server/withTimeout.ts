/**
 * A signal that aborts on the client's disconnect (when the runtime exposes it) or after `ms` with a
 * `TimeoutError`. A plain timer, not `AbortSignal.any([client, AbortSignal.timeout(ms)])`: the timer keeps the
 * controller reachable, whereas Node may garbage-collect a combined timeout signal before it fires (the request
 * then hangs instead of answering 504). The timer is unref'd so it never keeps a process alive; `clear` it once
 * the answer is relayed.
 *
 * @param client - The client request's signal, if any.
 * @param ms - The timeout in milliseconds.
 * @returns The signal and a function clearing the timer.
 *
 * @example
 * const deadline = withTimeout(request.signal, 30_000)
 * try { return await fetch(url, { signal: deadline.signal }) } finally { deadline.clear() }
 */
export function withTimeout(
  client: AbortSignal | undefined,
  ms: number,
): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController()
  const timer: ReturnType<typeof setTimeout> = setTimeout(
    () => controller.abort(new DOMException('The upstream did not answer in time', 'TimeoutError')),
    ms,
  )
  ;(timer as unknown as { unref?: () => void }).unref?.()
  if (client?.aborted) controller.abort(client.reason)
  else client?.addEventListener('abort', () => controller.abort(client.reason), { once: true })
  return { signal: controller.signal, clear: () => clearTimeout(timer) }
}
