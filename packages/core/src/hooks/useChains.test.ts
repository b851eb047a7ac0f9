// @vitest-environment jsdom
import { createTestSimulator, expectAnsweredOnce } from '@crosspay/test'
import { createTestQueryClient, renderHook, waitFor } from '@crosspay/test/react'
import { afterEach, describe, expect, test } from 'vitest'
import { failingFetch } from '../../test/fixtures/failingFetch'
import { renderRateLimited } from '../../test/fixtures/renderRateLimited'
import { getChains } from '../api/getChains'
import { HttpRequestError } from '../errors/HttpRequestError'
import { getChainsQueryKey } from '../query/getChains'
import { useChains } from './useChains'

const sims: ReturnType<typeof createTestSimulator>[] = []
const start = (...args: Parameters<typeof createTestSimulator>) => {
  const t = createTestSimulator(...args)
  sims.push(t)
  return t
}
afterEach(async () => {
  await Promise.all(sims.splice(0).map((t) => t.close()))
})

describe('useChains', () => {
  test('default', async () => {
    const t = start()
    const { result } = renderHook(() => useChains(), { client: t.client })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.map((c) => c.id)).toEqual([8453, 10, 42161, 7777777, 792703809])
    expect(result.current.disabled.map((c) => c.id)).toEqual([42161])
    expect(result.current.degraded.map((c) => c.id)).toEqual([7777777])
    expect(result.current.depositEnabled.map((c) => c.id)).toEqual([8453, 10, 7777777, 792703809])
    expect(t.fetch.count('/chains')).toBe(1)
  })

  test('behavior: the query key holds the base URL, so environments never share a cache entry', async () => {
    const t = start({ clientBaseUrl: 'http://env-a.test' })
    const { result, queryClient } = renderHook(() => useChains(), { client: t.client })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(
      queryClient.getQueryData(getChainsQueryKey({ baseUrl: 'http://env-a.test', keyId: t.client.keyId })),
    ).toHaveLength(5)
    expect(
      queryClient.getQueryData(getChainsQueryKey({ baseUrl: 'http://env-b.test', keyId: t.client.keyId })),
    ).toBeUndefined()
    expect(queryClient.getQueryCache().getAll()[0]?.queryKey).toEqual([
      'chains',
      { baseUrl: 'http://env-a.test', keyId: t.client.keyId },
    ])
  })

  test('behavior: StrictMode double mounting sends one request', async () => {
    const t = start()
    const { result } = renderHook(() => useChains(), { client: t.client, strict: true })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data).toHaveLength(5)
    expectAnsweredOnce(t.fetch, '/chains')
  })

  test('behavior: a failure is on `error`, not thrown; a 404 is not retried', async () => {
    const t = start()
    // Anonymous client over a deliberately wrong path prefix: the simulator answers 404.
    const client = t.createClient({ baseUrl: 'http://sim.test/missing-prefix' })
    const { result } = renderHook(() => useChains(), {
      client,
      queryClient: createTestQueryClient({ retryDelayMs: 5 }), // a retry would not be waited out
    })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toBeInstanceOf(HttpRequestError)
    expect((result.current.error as HttpRequestError).status).toBe(404)
    expect(result.current.disabled).toEqual([])
    expect(t.fetch.calls.map((c) => [c.pathname, c.status])).toEqual([['/missing-prefix/chains', 404]])
  })

  test('behavior: a transient failure is retried (twice at most), then succeeds', async () => {
    const t = start()
    // The first two requests fail like an unreachable service; the third reaches the simulator.
    const flaky = failingFetch(t.fetch, { pathname: '/chains', failures: 2 })
    const { result } = renderHook(() => useChains(), {
      client: t.createClient({ fetch: flaky.fetch }),
      queryClient: createTestQueryClient({ retryDelayMs: 5 }),
    })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(flaky.attempts()).toBe(3)
    expect(t.fetch.count('/chains')).toBe(1)
    expect(result.current.data).toHaveLength(5)
    expect(result.current.failureCount).toBe(0)
  })

  test('behavior: a persistent 429 is a RateLimitError on `error` after two retries', async () => {
    const t = start({ rateLimits: { anonymousQuote: 50, anonymous: 200, keyed: 1 } })
    await getChains(t.client) // uses up the key's one request of this (sim-clock) minute; the clock does not move
    t.fetch.reset()
    const { result } = await renderRateLimited(t, () => useChains())
    expect(result.current.depositEnabled).toEqual([])
    // The first request and two retries, all refused; then no more.
    expect(t.fetch.calls.map((c) => c.status)).toEqual([429, 429, 429])
    expect(result.current.failureCount).toBe(3)
    await new Promise((r) => setTimeout(r, 30))
    expect(t.fetch.count('/chains')).toBe(3)
  })

  test('parameters: enabled', async () => {
    const t = start()
    const { result } = renderHook(() => useChains({ query: { enabled: false } }), { client: t.client })
    await new Promise((r) => setTimeout(r, 20))
    expect(result.current.fetchStatus).toBe('idle')
    expect(t.fetch.count()).toBe(0)
  })
})
