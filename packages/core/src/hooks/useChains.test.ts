// @vitest-environment jsdom
import { createTestSimulator } from '@crosspay/test'
import { renderHook, waitFor } from '@crosspay/test/react'
import { afterEach, describe, expect, test } from 'vitest'
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
    expect(t.fetch.count('/chains')).toBe(1)
  })

  test('behavior: a failure is on `error`, not thrown', async () => {
    const t = start()
    // Anonymous client over a deliberately wrong path prefix: the simulator answers 404.
    const client = t.createClient({ baseUrl: 'http://sim.test/missing-prefix' })
    const { result } = renderHook(() => useChains(), { client })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toBeInstanceOf(HttpRequestError)
    expect((result.current.error as HttpRequestError).status).toBe(404)
    expect(result.current.disabled).toEqual([])
  })

  test('parameters: enabled', async () => {
    const t = start()
    const { result } = renderHook(() => useChains({ enabled: false }), { client: t.client })
    await new Promise((r) => setTimeout(r, 20))
    expect(result.current.fetchStatus).toBe('idle')
    expect(t.fetch.count()).toBe(0)
  })
})
