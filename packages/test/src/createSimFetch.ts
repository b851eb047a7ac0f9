import type { Simulator } from '@crosspay/simulator'

/** One request that went through a {@link SimFetch}. */
export type RecordedCall = {
  /** HTTP method, upper case. */
  method: string
  /** Full URL as the client sent it. */
  url: string
  /** URL path, e.g. `/intents/status/v3`. */
  pathname: string
  /** Parsed query string. */
  searchParams: URLSearchParams
  /** The abort signal the caller passed, if any (inspect `aborted` to check cancellation). */
  signal: AbortSignal | undefined
  /** When the call was made (`performance.now()`, ms). */
  at: number
  /** The request body when it was a string (JSON bodies are), else undefined. */
  body: string | undefined
  /** HTTP status of the answer, once answered (undefined while in flight, or when aborted). */
  status?: number | undefined
}

/** A `fetch` over an in-process simulator that records every call and honours `AbortSignal`. */
export type SimFetch = ((input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) & {
  /** Every call, oldest first. */
  calls: RecordedCall[]
  /** Number of calls whose path is `pathname` (every call when omitted). */
  count(pathname?: string): number
  /** Forgets the recorded calls. */
  reset(): void
  /**
   * Holds the answers to calls on `pathname` (every call when omitted), in flight and later ones,
   * until {@link SimFetch.release}: lets a test act while a request is surely in flight.
   */
  hold(pathname?: string): void
  /** Lets held answers (and later ones) through. */
  release(): void
}

/** Options of {@link createSimFetch}. */
export type CreateSimFetchOptions = {
  /** Delay before the simulator answers, in ms (real timers), so tests can abort in-flight requests. Defaults to 0. */
  latencyMs?: number | undefined
}

const abortError = (signal: AbortSignal) =>
  signal.reason instanceof Error
    ? signal.reason
    : new DOMException('This operation was aborted', 'AbortError')

/**
 * Wraps `simulator.fetch` in a real function that counts requests and rejects with an `AbortError`
 * when the caller's signal aborts, like the platform `fetch` does. The simulator itself never sees
 * the signal (jsdom's `AbortSignal` is not accepted by Node's `Request`).
 */
export function createSimFetch(
  simulator: Pick<Simulator, 'fetch'>,
  options: CreateSimFetchOptions = {},
): SimFetch {
  const calls: RecordedCall[] = []
  const latencyMs = options.latencyMs ?? 0
  let gate: { pathname: string | undefined; promise: Promise<void>; open: () => void } | undefined
  const simFetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const { signal: initSignal, ...rest } = init
    const url = input instanceof Request ? input.url : String(input)
    const method = (rest.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
    const signal = initSignal ?? (input instanceof Request ? input.signal : undefined) ?? undefined
    const parsed = new URL(url)
    const call: RecordedCall = {
      method,
      url,
      pathname: parsed.pathname,
      searchParams: parsed.searchParams,
      signal,
      at: performance.now(),
      body: typeof rest.body === 'string' ? rest.body : undefined,
    }
    calls.push(call)
    if (signal?.aborted) throw abortError(signal)
    return new Promise<Response>((resolve, reject) => {
      const onAbort = () => reject(abortError(signal!))
      signal?.addEventListener('abort', onAbort, { once: true })
      const send = () =>
        simulator.fetch(input instanceof Request ? new Request(input, rest) : url, { ...rest, method })
      const delayed = latencyMs > 0 ? new Promise((r) => setTimeout(r, latencyMs)) : Promise.resolve()
      const held = () =>
        gate && (gate.pathname ?? call.pathname) === call.pathname ? gate.promise : undefined
      const answered = delayed.then(held).then(send)
      answered
        .then((response) => {
          if (!signal?.aborted) call.status = response.status
          resolve(response)
        }, reject)
        .finally(() => signal?.removeEventListener('abort', onAbort))
    })
  }) as SimFetch
  simFetch.calls = calls
  simFetch.count = (pathname) =>
    pathname === undefined ? calls.length : calls.filter((c) => c.pathname === pathname).length
  simFetch.reset = () => {
    calls.length = 0
  }
  simFetch.hold = (pathname) => {
    if (gate) throw new Error('createSimFetch: hold() while already holding; call release() first')
    let open = () => {}
    const promise = new Promise<void>((resolve) => {
      open = resolve
    })
    gate = { pathname, promise, open }
  }
  simFetch.release = () => {
    gate?.open()
    gate = undefined
  }
  return simFetch
}
