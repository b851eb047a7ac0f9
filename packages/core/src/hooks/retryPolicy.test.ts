// @vitest-environment jsdom
import { quoteRequestId, startTestSimulators, testQuoteParameters } from '@crosspay/test'
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
// forgot crosspay's recovery model (`getRecoveryOptions`: transient failures twice per fetch, never a 4xx) fails
// them. Faults come from the simulator (`/__sim/faults`), never from a stand-in fetch.
const start = startTestSimulators()
/** A short backoff, so the test waits milliseconds where a page would wait seconds. */
const backoff = { baseMs: 20, maxMs: 100 }

type Seen = { hook: string; isError: boolean; failureCount: number; error: unknown }

/** Every hook at once, on one client and TanStack's default QueryClient; every rendered state is recorded. */
function renderEveryHook(
  client: ReturnType<ReturnType<typeof start>['createClient']>,
  wallet: string,
  requestId: string,
) {
  const seen: Seen[] = []
  const rendered = renderHook(
    () => {
      const hooks = {
        quote: useQuote({ ...testQuoteParameters, debounceMs: 0 }),
        chains: useChains(),
        requests: useRequests({ limit: 5 }),
        balance: useAppBalance({ wallet }),
        status: useRequestStatus({ requestId }),
      }
      for (const [hook, q] of Object.entries(hooks))
        seen.push({ hook, isError: q.isError, failureCount: q.failureCount, error: q.error })
      return hooks
    },
    { client, queryClient: new QueryClient() },
  )
  return { ...rendered, seen }
}

describe('the retry policy, under a default QueryClient', () => {
  test('behavior: a 5xx is retried exactly twice per fetch by every query, then it is on `error`, then the query recovers by itself', async () => {
    const t = start()
    const requestId = await quoteRequestId(t.client)
    const wallet = t.simulator.ctx.apiKey('demo-key')!.sponsorWallet!
    const paths = [
      '/chains',
      '/quote/v2',
      '/requests/v3',
      `/app-fees/${wallet}/balances`,
      '/intents/status/v3',
    ]
    // Three failures in a row on each endpoint: one whole fetch (an attempt and two retries), then the service is back.
    t.simulator.ctx.faults.set(paths.map((path) => ({ kind: 'status', status: 503, path, times: 3 })))
    t.fetch.reset()
    const { result, seen } = renderEveryHook(t.createClient({ backoff }), wallet, requestId)
    await waitFor(() => expect(Object.values(result.current).every((q) => q.isSuccess)).toBe(true))
    for (const hook of Object.keys(result.current)) {
      // The hook showed the failure once its three attempts had failed, with the service's error...
      const failed = seen.filter((s) => s.hook === hook && s.isError)
      expect([hook, failed.length > 0]).toEqual([hook, true])
      expect([hook, failed[0]!.failureCount]).toEqual([hook, 3])
      expect(failed[0]!.error).toBeInstanceOf(HttpRequestError)
      // ...and never a fourth attempt within one fetch.
      expect(Math.max(...seen.filter((s) => s.hook === hook).map((s) => s.failureCount))).toBe(3)
    }
    // What the service saw: three 503s, then answers (the quote is asked for again by its own refetch).
    for (const path of paths)
      expect([
        path,
        t.fetch.calls
          .filter((c) => c.pathname === path)
          .map((c) => c.status)
          .slice(0, 4),
      ]).toEqual([path, [503, 503, 503, 200]])
    const { chains, requests, balance, status } = result.current
    for (const q of [chains, requests, balance, status])
      expect([q.isRetrying, q.nextAttemptAt]).toEqual([false, undefined])
  })

  test('behavior: a 4xx is never retried', async () => {
    const t = start()
    const wallet = t.simulator.ctx.apiKey('demo-key')!.sponsorWallet!
    // An API key the service does not know: every keyed endpoint answers 401.
    const client = t.createClient({ apiKey: 'not-a-known-key', backoff })
    const { result } = renderEveryHook(client, wallet, `0x${'ab'.repeat(32)}`)
    await waitFor(() => expect(result.current.requests.isError).toBe(true))
    await waitFor(() => expect(result.current.status.isError).toBe(true))
    expect(result.current.requests.failureCount).toBe(1)
    expect(result.current.status.failureCount).toBe(1)
    expect(result.current.requests.isRetrying).toBe(false)
    expect((result.current.requests.error as HttpRequestError).status).toBe(401)
    const statusCalls = t.fetch.calls.filter((c) => c.pathname === '/intents/status/v3')
    expect(statusCalls.map((c) => c.status)).toEqual([401])
    const listCalls = t.fetch.calls.filter((c) => c.pathname === '/requests/v3')
    expect(listCalls.map((c) => c.status)).toEqual([401])
  })
})
