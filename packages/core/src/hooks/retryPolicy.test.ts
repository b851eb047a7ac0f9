// @vitest-environment jsdom
import { startTestSimulators, testQuoteParameters } from '@crosspay/test'
import { renderHook, waitFor } from '@crosspay/test/react'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, test } from 'vitest'
import { HttpRequestError } from '../errors/HttpRequestError'
import { useAppBalance } from './useAppBalance'
import { useChains } from './useChains'
import { useQuote } from './useQuote'
import { useRequestStatus } from './useRequestStatus'
import { useRequests } from './useRequests'

// These tests run under TanStack's DEFAULT QueryClient (retry: 3, for every error): a query-options factory that
// forgot crosspay's one retry policy (`shouldRetry`: transient failures twice, never a 4xx) fails them.
const start = startTestSimulators()
const requestId = `0x${'ab'.repeat(32)}`

/** Every hook at once, on one client and TanStack's default QueryClient. */
function renderEveryHook(client: ReturnType<ReturnType<typeof start>['createClient']>, wallet: string) {
  return renderHook(
    () => ({
      quote: useQuote({ ...testQuoteParameters, debounceMs: 0 }),
      chains: useChains(),
      requests: useRequests({ limit: 5 }),
      balance: useAppBalance({ wallet }),
      status: useRequestStatus({ requestId, backoff: { baseMs: 5, maxMs: 5 } }),
    }),
    { client, queryClient: new QueryClient() },
  )
}

describe('the retry policy, under a default QueryClient', () => {
  test('behavior: a 5xx is retried exactly twice by every query, then it is on `error`', async () => {
    const t = start()
    const calls = new Map<string, number>()
    const down = (input: RequestInfo | URL) => {
      const path = new URL(String(input)).pathname
      calls.set(path, (calls.get(path) ?? 0) + 1)
      return Promise.resolve(
        new Response(JSON.stringify({ message: 'down for maintenance' }), { status: 503 }),
      )
    }
    const wallet = t.simulator.ctx.apiKey('demo-key')!.sponsorWallet!
    const { result } = renderEveryHook(t.createClient({ fetch: down }), wallet)
    // TanStack's default delays (1 s, then 2 s) between attempts.
    await waitFor(() => expect(Object.values(result.current).every((q) => q.isError)).toBe(true), {
      timeout: 15_000,
    })
    for (const [name, query] of Object.entries(result.current)) {
      expect([name, query.failureCount]).toEqual([name, 3])
      expect(query.error).toBeInstanceOf(HttpRequestError)
    }
    expect(calls.get('/chains')).toBe(3)
    expect(calls.get('/quote/v2')).toBe(3)
    expect(calls.get('/requests/v3')).toBe(3)
    expect(calls.get(`/app-fees/${wallet}/balances`)).toBe(3)
    // The status query keeps polling after its retries (never gives up silently): at least its three attempts.
    expect(calls.get('/intents/status/v3')).toBeGreaterThanOrEqual(3)
  }, 20_000)

  test('behavior: a 4xx is never retried', async () => {
    const t = start()
    const wallet = t.simulator.ctx.apiKey('demo-key')!.sponsorWallet!
    // An API key the service does not know: every keyed endpoint answers 401.
    const client = t.createClient({ apiKey: 'not-a-known-key' })
    const { result } = renderEveryHook(client, wallet)
    await waitFor(() => expect(result.current.requests.isError).toBe(true))
    await waitFor(() => expect(result.current.status.isError).toBe(true))
    expect(result.current.requests.failureCount).toBe(1)
    expect(result.current.status.failureCount).toBe(1)
    expect((result.current.requests.error as HttpRequestError).status).toBe(401)
    const statusCalls = t.fetch.calls.filter((c) => c.pathname === '/intents/status/v3')
    expect(statusCalls.map((c) => c.status)).toEqual([401])
    const listCalls = t.fetch.calls.filter((c) => c.pathname === '/requests/v3')
    expect(listCalls.map((c) => c.status)).toEqual([401])
  })
})
