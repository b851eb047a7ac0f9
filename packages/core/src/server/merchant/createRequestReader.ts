import type { RequestPayment } from './RequestPayment'
import { toRequestPayment } from './toRequestPayment'

/** Options of {@link createRequestReader}. */
export type CreateRequestReaderParameters = {
  /** The service's base URL (server side), e.g. `https://api.example.com`. */
  upstream: string
  /** The integrator's API key: `data.referrer` is returned only to the key that created the request. */
  apiKey: string
  /** Defaults to the global `fetch`. */
  fetch?: typeof fetch
  /** Per read, ms. Defaults to 10 seconds. */
  timeoutMs?: number
}

/** Reads the service's records of requests: the merchant's source of truth. */
export type RequestReader = {
  /** The record of `requestId`; undefined when the service answers that it has none. Throws when the read fails. */
  byId(requestId: string): Promise<RequestPayment | undefined>
  /** Records paying `recipient`, newest first, created at or after `since` (ms); at most `maxPages` pages of 50. Throws when a read fails. */
  byRecipient(recipient: string, since: number, maxPages?: number): Promise<RequestPayment[]>
}

/**
 * A reader of `GET /requests/v3` with the integrator's key (`includeAuthenticatedData=true`, so the reference comes
 * back). A non-2xx answer, a network error, a timeout or a body that is not the expected JSON throws: the caller
 * must not take "could not read" for "no such request".
 *
 * @param parameters - Where the service is and the key to read with.
 * @returns The reader.
 *
 * @example
 * const reader = createRequestReader({ upstream: process.env.CROSSPAY_UPSTREAM!, apiKey: process.env.CROSSPAY_API_KEY! })
 * const payment = await reader.byId(requestId)
 */
export function createRequestReader(parameters: CreateRequestReaderParameters): RequestReader {
  const base = parameters.upstream.replace(/\/+$/, '')
  const fetcher = parameters.fetch ?? fetch
  const timeoutMs = parameters.timeoutMs ?? 10_000
  const page = async (query: URLSearchParams) => {
    query.set('includeAuthenticatedData', 'true')
    const response = await fetcher(`${base}/requests/v3?${query}`, {
      headers: { 'x-api-key': parameters.apiKey },
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (!response.ok) throw new Error(`GET /requests/v3 answered ${response.status}`)
    const body = (await response.json()) as { requests?: unknown; continuation?: unknown }
    if (!Array.isArray(body?.requests)) throw new Error('GET /requests/v3 answered without `requests`')
    return {
      records: body.requests.map(toRequestPayment).filter((r): r is RequestPayment => r !== undefined),
      continuation: typeof body.continuation === 'string' ? body.continuation : null,
    }
  }
  return {
    async byId(requestId) {
      const { records } = await page(new URLSearchParams({ id: requestId, limit: '1' }))
      return records.find((r) => r.requestId === requestId)
    },
    async byRecipient(recipient, since, maxPages = 10) {
      const found: RequestPayment[] = []
      let continuation: string | null = null
      for (let n = 0; n < maxPages; n++) {
        const query = new URLSearchParams({
          recipient,
          limit: '50',
          startTimestamp: String(Math.floor(since / 1000)),
        })
        if (continuation) query.set('continuation', continuation)
        const result = await page(query)
        found.push(...result.records)
        continuation = result.continuation
        if (!continuation) break
      }
      return found
    },
  }
}
