// @vitest-environment jsdom
import { startTestSimulators } from '@crosspay/test'
import { act, renderHook, waitFor } from '@crosspay/test/react'
import { describe, expect, test } from 'vitest'
import type { HttpRequestError } from '../errors/HttpRequestError'
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
    const { result, rerender, queryClient } = renderHook(({ client }) => useRequests(filters, { client }), {
      client: demo,
      initialProps: { client: demo },
    })
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

  test('behavior: without an API key the 401 is on `error`', async () => {
    const t = start({ history: 3 })
    const { result } = renderHook(() => useRequests(), { client: t.createClient({ apiKey: undefined }) })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect((result.current.error as HttpRequestError).status).toBe(401)
    expect(result.current.requests).toEqual([])
  })

  test('behavior: StrictMode double mounting sends one request', async () => {
    const t = start({ history: 5 })
    const { result } = renderHook(() => useRequests({ limit: 2 }), { client: t.client, strict: true })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    await sleep(20)
    expect(result.current.requests).toHaveLength(2)
    expect(t.fetch.count(REQUESTS)).toBe(1)
  })
})
