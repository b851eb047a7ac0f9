// @vitest-environment jsdom
import { expectAnsweredOnce, startTestSimulators } from '@crosspay/test'
import { act, createTestQueryClient, renderHook, waitFor } from '@crosspay/test/react'
import { describe, expect, test } from 'vitest'
import { renderRateLimited } from '../../test/fixtures/renderRateLimited'
import { rewriteJsonFetch } from '../../test/fixtures/rewriteJsonFetch'
import { getRequests } from '../api/getRequests'
import { HttpRequestError } from '../errors/HttpRequestError'
import { InvalidParameterError } from '../errors/InvalidParameterError'
import { useRequests } from './useRequests'

const start = startTestSimulators()
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const REQUESTS = '/requests/v3'

describe('useRequests', () => {
  test('default', async () => {
    const t = start({ history: 25 })
    const { result } = renderHook(() => useRequests({ limit: 10, includeTotal: true }), { client: t.client })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.requests).toHaveLength(10)
    expect(result.current.total).toBe(25)
    expect(result.current.hasNextPage).toBe(true)

    await act(() => result.current.fetchNextPage())
    await waitFor(() => expect(result.current.requests).toHaveLength(20))
    await act(() => result.current.fetchNextPage())
    await waitFor(() => expect(result.current.requests).toHaveLength(25))
    expect(result.current.hasNextPage).toBe(false)

    // Pages follow `continuation`, and no record repeats.
    const calls = t.fetch.calls.filter((c) => c.pathname === REQUESTS)
    expect(calls).toHaveLength(3)
    expect(calls[0]?.searchParams.get('continuation')).toBeNull()
    expect(calls[1]?.searchParams.get('continuation')).toBeTruthy()
    expect(calls[2]?.searchParams.get('continuation')).not.toBe(calls[1]?.searchParams.get('continuation'))
    expect(new Set(result.current.requests.map((r) => r.id)).size).toBe(25)
  })

  test('behavior: filters reach the service and the key holds the base URL', async () => {
    const t = start({ history: 25 })
    const { result, queryClient } = renderHook(() => useRequests({ status: 'success', limit: 50 }), {
      client: t.client,
    })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.requests.length).toBeGreaterThan(0)
    expect(result.current.requests.every((r) => r.status === 'success')).toBe(true)
    expect(queryClient.getQueryCache().getAll()[0]?.queryKey).toEqual([
      'requests',
      { baseUrl: 'http://sim.test', keyId: t.client.keyId, status: 'success', limit: 50 },
    ])
  })

  test('behavior: clients with different API keys on one QueryClient never share pages', async () => {
    const t = start({ history: 5 })
    const demo = t.client // demo-key owns the seeded history: it sees the authenticated fields
    const other = t.createClient({ apiKey: 'nolink-key' })
    const filters = { includeAuthenticatedData: true, limit: 5 }
    const { result, rerender, queryClient } = renderHook(
      ({ client }) => useRequests({ ...filters, client }),
      {
        client: demo,
        initialProps: { client: demo },
      },
    )
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.requests).toHaveLength(5)
    expect(result.current.requests.every((r) => r.data.apiKeyName === 'Demo integrator')).toBe(true)

    // As when CrosspayProvider's apiKey changes: the new client starts from nothing, not from demo-key's pages.
    rerender({ client: other })
    expect(result.current.data).toBeUndefined()
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.requests).toHaveLength(5)
    expect(result.current.requests.some((r) => 'apiKeyName' in r.data || 'referrer' in r.data)).toBe(false)
    expect(t.fetch.count(REQUESTS)).toBe(2)
    const keyIds = queryClient
      .getQueryCache()
      .getAll()
      .map((q) => (q.queryKey[1] as { keyId?: string }).keyId)
    expect(keyIds).toEqual([demo.keyId, other.keyId])
    expect(demo.keyId).not.toBe(other.keyId)
  })

  test('behavior: invalid filters give an InvalidParameterError and send nothing', async () => {
    const t = start()
    const { result } = renderHook(() => useRequests({ limit: 80 }), { client: t.client })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toBeInstanceOf(InvalidParameterError)
    expect((result.current.error as InvalidParameterError).parameter).toBe('limit')
    expect(t.fetch.count()).toBe(0)
  })

  test('behavior: without an API key the 401 is on `error`, not retried', async () => {
    const t = start({ history: 3 })
    const { result } = renderHook(() => useRequests(), {
      client: t.createClient({ apiKey: undefined }),
      queryClient: createTestQueryClient({ retryDelayMs: 5 }), // a retry would not be waited out
    })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect((result.current.error as HttpRequestError).status).toBe(401)
    expect(result.current.requests).toEqual([])
    expect(t.fetch.count(REQUESTS)).toBe(1)
  })

  test('behavior: a page the service refuses (400) is on `error`, not retried', async () => {
    const t = start({ history: 5 })
    // The first page's cursor is replaced by one the service never issued: the next page is a 400 INVALID_INPUT.
    const forged = rewriteJsonFetch(t.fetch, (body) =>
      body && typeof body === 'object' && 'continuation' in body ? { ...body, continuation: 'forged' } : body,
    )
    const { result } = renderHook(() => useRequests({ limit: 2 }), {
      client: t.createClient({ fetch: forged.fetch }),
      queryClient: createTestQueryClient({ retryDelayMs: 5 }),
    })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    await act(() => result.current.fetchNextPage())
    await waitFor(() => expect(result.current.isFetchNextPageError).toBe(true))
    expect(result.current.error).toBeInstanceOf(HttpRequestError)
    expect((result.current.error as HttpRequestError).status).toBe(400)
    expect(result.current.requests).toHaveLength(2) // the first page stays
    expect(t.fetch.calls.filter((c) => c.pathname === REQUESTS).map((c) => c.status)).toEqual([200, 400])
    expect(t.fetch.calls[1]?.searchParams.get('continuation')).toBe('forged')
  })

  test('behavior: a 429 is retried (twice at most), then succeeds once the rate-limit window reopens', async () => {
    const t = start({ history: 5, rateLimits: { anonymousQuote: 50, anonymous: 200, keyed: 1 } })
    await getRequests(t.client, { limit: 1 }) // uses up the key's one request of this (sim-clock) minute
    t.fetch.reset()
    // Two attempts are refused; before the third, a sim-clock minute passes and a new window opens.
    const client = t.createClient({
      fetch: async (input, init) => {
        if (t.fetch.count(REQUESTS) === 2) await t.advance(60_000)
        return t.fetch(input, init)
      },
    })
    const { result } = renderHook(() => useRequests({ limit: 3 }), {
      client,
      queryClient: createTestQueryClient({ retryDelayMs: 5 }),
    })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(t.fetch.calls.filter((c) => c.pathname === REQUESTS).map((c) => c.status)).toEqual([429, 429, 200])
    expect(result.current.requests).toHaveLength(3)
    expect(result.current.failureCount).toBe(0)
    expect(result.current.error).toBeNull()
  })

  test('behavior: a persistent 429 is a RateLimitError on `error` after two retries', async () => {
    const t = start({ history: 5, rateLimits: { anonymousQuote: 50, anonymous: 200, keyed: 1 } })
    await getRequests(t.client, { limit: 1 }) // uses up the key's one request; the clock does not move
    t.fetch.reset()
    const { result } = await renderRateLimited(t, () => useRequests({ limit: 3 }))
    expect(result.current.requests).toEqual([])
    // The first request and two retries, all refused; then no more.
    expect(t.fetch.calls.filter((c) => c.pathname === REQUESTS).map((c) => c.status)).toEqual([429, 429, 429])
    expect(result.current.failureCount).toBe(3)
    await sleep(30)
    expect(t.fetch.count(REQUESTS)).toBe(3)
  })

  test('behavior: StrictMode double mounting sends one request', async () => {
    const t = start({ history: 5 })
    const { result } = renderHook(() => useRequests({ limit: 2 }), { client: t.client, strict: true })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    await sleep(20)
    expect(result.current.requests).toHaveLength(2)
    expectAnsweredOnce(t.fetch, REQUESTS)
  })
})
