import { createSimulator } from '@crosspay/simulator'
import { describe, expect, test } from 'vitest'
import { createWarnedClient } from '../../test/fixtures/createWarnedClient'
import { rewriteJsonFetch } from '../../test/fixtures/rewriteJsonFetch'
import { HttpRequestError } from '../errors/HttpRequestError'
import { RateLimitError } from '../errors/RateLimitError'
import { ResponseShapeError } from '../errors/ResponseShapeError'
import type { ClientWarning, CrosspayClient } from './CrosspayClient'
import { createClient } from './createClient'
import { getRequestsV2 } from './getRequestsV2'

// Deprecation warnings are surfaced once per process and base URL: tests that count them use their own.
function setup(options: Parameters<typeof createSimulator>[0], baseUrl = 'http://sim') {
  const sim = createSimulator({ history: 30, ...options })
  const { client, warnings } = createWarnedClient({ baseUrl, apiKey: 'demo-key', fetch: sim.fetch })
  return { sim, client, warnings }
}

/** Asks for one record up to 40 times, until a call fails: that failure (undefined if none did). */
async function firstError(client: CrosspayClient) {
  let error: unknown
  for (let i = 0; i < 40 && !error; i++)
    error = await getRequestsV2(client, { limit: 1 }).then(
      () => undefined,
      (e: unknown) => e,
    )
  return error
}

describe('getRequestsV2', () => {
  test('default: records, deprecation headers and body are read', async () => {
    const { client } = setup({ now: '2026-08-01T00:00:00Z' })
    const page = await getRequestsV2(client, { limit: 5 })
    expect(page.requests.length).toBe(5)
    expect(page.continuation).toBeTruthy()
    const { deprecation } = page
    expect(deprecation.deprecatedAt?.toISOString()).toBe('2026-07-22T00:00:00.000Z')
    expect(deprecation.sunsetAt?.toISOString()).toBe('2026-11-24T00:00:00.000Z')
    expect(deprecation.throttledFrom?.toISOString()).toBe('2026-09-01T00:00:00.000Z')
    expect(deprecation.links['successor-version']).toBe('http://sim/requests/v3')
    expect(deprecation.links.deprecation).toMatch(/^https?:\/\//)
    expect(deprecation.links.sunset).toMatch(/^https?:\/\//)
    expect(deprecation.successor).toBe('http://sim/requests/v3')
    expect(deprecation.migrationGuide).toMatch(/^https?:\/\//)
  })

  test('behavior: one deprecation warning per base URL, naming the successor and the sunset date', async () => {
    const { client, warnings } = setup({ now: '2026-08-01T00:00:00Z' }, 'http://sim-v2-warning')
    await getRequestsV2(client, { limit: 2 })
    await getRequestsV2(client, { limit: 3 })
    const deprecations = warnings.filter((w) => w.code === 'deprecated-endpoint')
    expect(deprecations).toHaveLength(1)
    expect(deprecations[0]?.message).toContain('getRequests (GET /requests/v3)')
    expect(deprecations[0]?.message).toContain('24 Nov 2026')
    expect(deprecations[0]?.data?.sunsetAt).toBe('2026-11-24T00:00:00.000Z')
    // A second client of the same base URL does not repeat it; one of another base URL warns once.
    const sim = createSimulator({ now: '2026-08-01T00:00:00Z' })
    for (const [baseUrl, expected] of [
      ['http://sim-v2-warning', 0],
      ['http://sim-v2-other', 1],
    ] as const) {
      const other: ClientWarning[] = []
      const second = createClient({ baseUrl, fetch: sim.fetch, onWarning: (w) => other.push(w) })
      await getRequestsV2(second)
      expect(other.filter((w) => w.code === 'deprecated-endpoint')).toHaveLength(expected)
    }
  })

  test('behavior: without exposed deprecation headers the warning takes the sunset and successor from the body', async () => {
    // A cross-origin browser sees no Sunset, Link or Deprecation unless the server exposes them: drop them
    // from the simulator's real answers.
    const sim = createSimulator({ history: 3, now: '2026-08-01T00:00:00Z' })
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await sim.fetch(input, init)
      const headers = new Headers(response.headers)
      for (const name of ['sunset', 'link', 'deprecation']) headers.delete(name)
      return new Response(await response.text(), { status: response.status, headers })
    }
    const warnings: ClientWarning[] = []
    const baseUrl = 'http://sim-v2-no-headers'
    const client = createClient({ baseUrl, apiKey: 'demo-key', fetch, onWarning: (w) => warnings.push(w) })
    const page = await getRequestsV2(client, { limit: 1 })
    await getRequestsV2(client, { limit: 1 })
    expect(page.deprecation.sunsetAt?.toISOString()).toBe('2026-11-24T00:00:00.000Z')
    const deprecations = warnings.filter((w) => w.code === 'deprecated-endpoint')
    expect(deprecations).toHaveLength(1)
    expect(deprecations[0]?.message).toContain('getRequests (GET /requests/v3)')
    expect(deprecations[0]?.message).toContain('24 Nov 2026')
    expect(deprecations[0]?.data).toMatchObject({
      sunsetAt: '2026-11-24T00:00:00.000Z',
      successorUrl: `${baseUrl}/requests/v3`,
    })
  })

  test('behavior: v2 records keep v2 shapes (hash, delayed, N/A)', async () => {
    const { client, warnings } = setup({ now: '2026-08-01T00:00:00Z' })
    const { requests } = await getRequestsV2(client, { limit: 30 })
    expect(requests.length).toBe(30)
    for (const request of requests)
      expect(request.data?.inTxs?.every((tx) => 'hash' in tx) ?? true).toBe(true)
    expect(warnings.filter((w) => w.code === 'unknown-value')).toEqual([])
  })

  test('behavior: 429 while throttled is a RateLimitError pointing at getRequests', async () => {
    // November 2026: 120 halved twice = 30 requests per minute per key.
    const { client } = setup({ now: '2026-11-02T00:00:00Z' })
    const error = await firstError(client)
    expect(error).toBeInstanceOf(RateLimitError)
    expect((error as RateLimitError).shortMessage).toContain('getRequests (GET /requests/v3)')
    expect((error as RateLimitError).body).toMatchObject({ successor: 'http://sim/requests/v3' })
  })

  test('behavior: the v2 RateLimitError keeps the Retry-After of the response', async () => {
    const sim = createSimulator({ history: 30, now: '2026-11-02T00:00:00Z' })
    // The simulator sends no Retry-After: add one to its 429s, as a real service may.
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await sim.fetch(input, init)
      if (response.status !== 429) return response
      const headers = new Headers(response.headers)
      headers.set('retry-after', '7')
      return new Response(await response.text(), { status: 429, headers })
    }
    const client = createClient({ baseUrl: 'http://sim', apiKey: 'demo-key', fetch, onWarning: () => {} })
    const error = await firstError(client)
    expect(error).toBeInstanceOf(RateLimitError)
    expect((error as RateLimitError).retryAfter).toBe(7)
    expect((error as RateLimitError).shortMessage).toContain('getRequests (GET /requests/v3)')
  })

  test('behavior: 410 after the sunset is a clear HttpRequestError pointing at getRequests', async () => {
    const { client, warnings } = setup({ now: '2026-11-25T00:00:00Z' }, 'http://sim-v2-sunset')
    const error = await getRequestsV2(client).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    const http = error as HttpRequestError
    expect(http.status).toBe(410)
    expect(http.shortMessage).toContain('retired')
    expect(http.shortMessage).toContain('getRequests (GET /requests/v3)')
    expect(http.shortMessage).toContain('24 Nov 2026')
    expect(http.shortMessage).toContain('Migration guide:')
    expect(warnings.filter((w) => w.code === 'deprecated-endpoint')).toHaveLength(1)
  })

  test('behavior: a record without id is a ResponseShapeError', async () => {
    const sim = createSimulator({ history: 3, now: '2026-08-01T00:00:00Z' })
    const broken = rewriteJsonFetch(sim.fetch, (body) => {
      const page = body as { requests: Record<string, unknown>[] }
      if (page.requests[0]) delete page.requests[0].id
      return page
    })
    const client = createClient({
      baseUrl: 'http://sim',
      apiKey: 'demo-key',
      fetch: broken.fetch,
      onWarning: () => {},
    })
    const error = await getRequestsV2(client).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ResponseShapeError)
    expect((error as ResponseShapeError).path).toBe('requests[0].id')
  })
})
