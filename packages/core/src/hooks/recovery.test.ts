// @vitest-environment jsdom
import { startTestSimulators } from '@crosspay/test'
import { renderHook, waitFor } from '@crosspay/test/react'
import { describe, expect, test } from 'vitest'
import { getChains } from '../api/getChains'
import { HttpRequestError } from '../errors/HttpRequestError'
import { RateLimitError } from '../errors/RateLimitError'
import { ResponseShapeError } from '../errors/ResponseShapeError'
import { useAppBalance } from './useAppBalance'
import { useChains } from './useChains'
import { useRequests } from './useRequests'

// The recovery model through the hooks, with the faults injected by the simulator (`ctx.faults`, as
// `/__sim/faults` sets them): every query recovers by itself once the service is back.
const start = startTestSimulators()
const backoff = { baseMs: 10, maxMs: 40 }

describe('recovery of every query', () => {
  test('behavior: GET /chains failing at page load: useChains says it is retrying, keeps trying, and fills by itself', async () => {
    const t = start()
    t.simulator.ctx.faults.set([{ kind: 'status', status: 502, path: '/chains' }])
    const { result } = renderHook(() => useChains(), { client: t.createClient({ backoff }) })
    await waitFor(() => {
      expect(result.current.error).toBeInstanceOf(HttpRequestError)
      expect(result.current.isRetrying).toBe(true)
      expect(result.current.nextAttemptAt).toBeTypeOf('number')
    })
    // It keeps asking after its retries (not 3 requests and silence).
    await waitFor(() => expect(t.fetch.count('/chains')).toBeGreaterThan(5))
    t.simulator.ctx.faults.clear()
    await waitFor(() => expect(result.current.depositEnabled.length).toBeGreaterThan(0))
    expect(result.current.error).toBeNull()
    expect(result.current.isRetrying).toBe(false)
    expect(result.current.nextAttemptAt).toBeUndefined()
  })

  test('behavior: history after a 429 storm recovers by itself (no "Try again" needed); app balance after resets', async () => {
    const t = start()
    const wallet = t.simulator.ctx.apiKey('demo-key')!.sponsorWallet!
    t.simulator.ctx.faults.set([
      { kind: 'rateLimit', path: '/requests/v3' },
      { kind: 'reset', path: '/app-fees/*' },
    ])
    const client = t.createClient({ backoff })
    const { result } = renderHook(
      () => ({ history: useRequests({ limit: 5 }), balance: useAppBalance({ wallet }) }),
      {
        client,
      },
    )
    await waitFor(() => {
      expect(result.current.history.error).toBeInstanceOf(RateLimitError)
      expect(result.current.history.isRetrying).toBe(true)
      expect(result.current.balance.isError).toBe(true)
      expect(result.current.balance.isRetrying).toBe(true)
    })
    t.simulator.ctx.faults.clear()
    await waitFor(() => {
      expect(result.current.history.isSuccess).toBe(true)
      expect(result.current.balance.data?.balances.length).toBeGreaterThan(0)
    })
    expect([result.current.history.isRetrying, result.current.balance.isRetrying]).toEqual([false, false])
  })

  test('behavior: Retry-After (seconds) is honoured: the next attempt is planned no sooner', async () => {
    const t = start()
    t.simulator.ctx.faults.set([{ kind: 'rateLimit', path: '/chains', retryAfter: 1, times: 1 }])
    const { result } = renderHook(() => useChains(), { client: t.createClient({ backoff }) })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    const [limited, next] = t.fetch.calls.filter((c) => c.pathname === '/chains')
    expect(limited!.status).toBe(429)
    expect(next!.status).toBe(200)
    // A lower bound only (a loaded machine can only make it later): not the 5–10 ms the backoff alone would wait.
    expect(next!.at - limited!.at).toBeGreaterThanOrEqual(990)
  })

  test('behavior: Retry-After as an HTTP date becomes seconds on the RateLimitError; a malformed body is a ResponseShapeError', async () => {
    const t = start()
    const date = new Date(Date.now() + 3_000).toUTCString()
    t.simulator.ctx.faults.set([
      { kind: 'rateLimit', path: '/chains', retryAfter: date, times: 1 },
      { kind: 'malformed', path: '/chains', times: 1 },
    ])
    const limited = await getChains(t.client).catch((e: unknown) => e)
    expect(limited).toBeInstanceOf(RateLimitError)
    expect((limited as RateLimitError).retryAfter).toBeGreaterThanOrEqual(1)
    expect((limited as RateLimitError).retryAfter).toBeLessThanOrEqual(3)
    await expect(getChains(t.client)).rejects.toBeInstanceOf(ResponseShapeError)
  })
})
