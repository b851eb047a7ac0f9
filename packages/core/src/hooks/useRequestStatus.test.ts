// @vitest-environment jsdom
import {
  expectAnsweredOnce,
  expectInvalidParameter,
  quoteRequestId,
  startTestSimulators,
  type TestSimulator,
} from '@crosspay/test'
import { renderHook, waitFor } from '@crosspay/test/react'
import { describe, expect, test } from 'vitest'
import { HttpRequestError } from '../errors/HttpRequestError'
import { RateLimitError } from '../errors/RateLimitError'
import { useRequestStatus } from './useRequestStatus'

const start = startTestSimulators()
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const STATUS = '/intents/status/v3'

/** A freshly quoted request, with the quote call forgotten: `t.fetch` then counts status requests only. */
async function freshRequestId(t: TestSimulator) {
  const requestId = await quoteRequestId(t.client)
  t.fetch.reset()
  return requestId
}

describe('useRequestStatus', () => {
  test('default', async () => {
    const t = start()
    const requestId = await freshRequestId(t)
    const { result } = renderHook(() => useRequestStatus({ requestId, intervalMs: 10 }), { client: t.client })
    await waitFor(() => expect(result.current.data?.status).toBe('waiting'))

    await t.deposit(requestId)
    await waitFor(() => expect(result.current.data?.status).toBe('pending'))
    await t.advance(5_000)
    await waitFor(() => expect(result.current.data?.status).toBe('success'))
    expect(result.current.data?.txHashes.length).toBeGreaterThan(0)

    // Terminal: polling stops.
    const polls = t.fetch.count(STATUS)
    await sleep(100)
    expect(t.fetch.count(STATUS)).toBe(polls)
  })

  test('behavior: stops at refund and failure too', async () => {
    const outcomes = [
      { status: 'refund', failReason: 'SOLVER_CAPACITY_EXCEEDED' },
      { status: 'failure', failReason: 'SOLVER_BALANCE_TOO_LOW', refundFailReason: 'MANUAL_REFUND_REQUIRED' },
    ] as const
    for (const outcome of outcomes) {
      const t = start()
      const requestId = await freshRequestId(t)
      await t.setOutcome(requestId, outcome)
      const { result, unmount } = renderHook(() => useRequestStatus({ requestId, intervalMs: 10 }), {
        client: t.client,
      })
      await waitFor(() => expect(result.current.data?.status).toBe('waiting'))
      await t.deposit(requestId)
      await t.advance(10_000)
      await waitFor(() => expect(result.current.data?.status).toBe(outcome.status))
      expect(result.current.data).toMatchObject({
        failReason: outcome.failReason,
        ...(outcome.status === 'failure' ? { refundFailReason: outcome.refundFailReason } : {}),
      })
      expect(result.current.isError).toBe(false)
      const polls = t.fetch.count(STATUS)
      await sleep(80)
      expect(t.fetch.count(STATUS)).toBe(polls)
      unmount()
    }
  })

  test('behavior: polls once per second by default', async () => {
    const t = start()
    const requestId = await freshRequestId(t)
    const { result } = renderHook(() => useRequestStatus({ requestId }), { client: t.client })
    await waitFor(() => expect(result.current.data?.status).toBe('waiting'))
    await waitFor(() => expect(t.fetch.count(STATUS)).toBe(2), { timeout: 10_000 })
    // The second poll came no earlier than the interval (a lower bound only).
    const [first, second] = t.fetch.calls.filter((c) => c.pathname === STATUS)
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(990)
  })

  test('behavior: StrictMode double mounting sends one request and gets the right status', async () => {
    const t = start()
    const requestId = await freshRequestId(t)
    const { result } = renderHook(() => useRequestStatus({ requestId, intervalMs: 60_000 }), {
      client: t.client,
      strict: true,
    })
    await waitFor(() => expect(result.current.data?.status).toBe('waiting'))
    await sleep(30)
    expectAnsweredOnce(t.fetch, STATUS)
  })

  test('behavior: an unknown request is a 404 on `error` and polling stops', async () => {
    const t = start()
    const { result } = renderHook(
      () => useRequestStatus({ requestId: `0x${'ab'.repeat(32)}`, intervalMs: 10 }),
      {
        client: t.client,
      },
    )
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toBeInstanceOf(HttpRequestError)
    expect((result.current.error as HttpRequestError).status).toBe(404)
    await sleep(60)
    expect(t.fetch.count(STATUS)).toBe(1)
  })

  test('parameters: requestId undefined sends nothing', async () => {
    const t = start()
    const { result } = renderHook(() => useRequestStatus({ requestId: undefined, intervalMs: 10 }), {
      client: t.client,
    })
    await sleep(40)
    expect(result.current.fetchStatus).toBe('idle')
    expect(t.fetch.count()).toBe(0)
  })

  test('parameters: a bad intervalMs or backoff is an InvalidParameterError and nothing is sent', () => {
    const t = start()
    const requestId = `0x${'42'.repeat(32)}`
    for (const [options, parameter] of [
      [{ intervalMs: 0 }, 'intervalMs'],
      [{ intervalMs: Number.NaN }, 'intervalMs'],
      [{ backoff: { baseMs: -5 } }, 'backoff.baseMs'],
      [{ backoff: { baseMs: 100, maxMs: 10 } }, 'backoff.maxMs'],
    ] as const) {
      const error = console.error
      console.error = () => {} // React reports the render error too
      try {
        expectInvalidParameter(
          () => renderHook(() => useRequestStatus({ requestId, ...options }), { client: t.client }),
          parameter,
        )
      } finally {
        console.error = error
      }
    }
    expect(t.fetch.count()).toBe(0)
  })

  test('behavior: 429: two retries with backoff, then the error is shown while polling goes on, and it recovers', async () => {
    // 4 keyed requests per sim-clock minute: the quote, then three polls, then 429s.
    const t = start({ rateLimits: { anonymousQuote: 50, anonymous: 200, keyed: 4 } })
    const requestId = await freshRequestId(t)
    const { result } = renderHook(
      () => useRequestStatus({ requestId, intervalMs: 5, backoff: { baseMs: 20, maxMs: 60 } }),
      { client: t.client },
    )
    // Retries spent: the failure is on `error`, never silent; the last status stays.
    await waitFor(() => expect(result.current.isError).toBe(true), { timeout: 10_000 })
    expect(result.current.error).toBeInstanceOf(RateLimitError)
    expect(result.current.data?.status).toBe('waiting')
    // ...and polling goes on at the backoff's pace, never the 5 ms poll interval.
    const limited = () => t.fetch.calls.filter((c) => c.pathname === STATUS && c.status === 429)
    await waitFor(() => expect(limited().length).toBeGreaterThanOrEqual(6), { timeout: 10_000 })
    const calls = limited()
    const gaps = calls.slice(1).map((c, i) => c.at - calls[i]!.at)
    // Retries wait 20 then 40 ms, each with jitter in its upper half (10–20, 20–40); once they are spent, the
    // next polls wait the cap (30–60 ms): the streak is not reset by each poll, so the wait never falls back to
    // 10 ms (lower bounds only: a loaded machine can only make the gaps longer).
    expect(gaps[0]).toBeGreaterThanOrEqual(9)
    expect(gaps[1]).toBeGreaterThanOrEqual(19)
    for (const gap of gaps.slice(2)) expect(gap).toBeGreaterThanOrEqual(29)

    // A new rate-limit window opens: the next poll succeeds and polling resumes.
    await t.deposit(requestId)
    await t.advance(60_000)
    await waitFor(() => expect(result.current.data?.status).toBe('success'), { timeout: 10_000 })
    expect(result.current.error).toBeNull()
  })

  test('behavior: an unreachable service: two retries, then the error, and tracking recovers by itself', async () => {
    const t = start()
    const requestId = await freshRequestId(t)
    // The simulator drops every status connection (a network failure for the client), then comes back.
    t.simulator.ctx.faults.set([{ kind: 'reset', path: STATUS }])
    const { result } = renderHook(
      () => useRequestStatus({ requestId, intervalMs: 5, backoff: { baseMs: 10, maxMs: 20 } }),
      { client: t.client },
    )
    await waitFor(() => {
      expect(result.current.error).toBeInstanceOf(HttpRequestError)
      expect((result.current.error as HttpRequestError).status).toBe(0)
      // Never silent: the screen can say it is retrying, and when.
      expect(result.current.isRetrying).toBe(true)
      expect(result.current.nextAttemptAt).toBeTypeOf('number')
    })
    expect(t.fetch.count(STATUS)).toBeGreaterThanOrEqual(3)
    // Still polling while the service is down.
    const before = t.fetch.count(STATUS)
    await waitFor(() => expect(t.fetch.count(STATUS)).toBeGreaterThan(before))
    t.simulator.ctx.faults.clear()
    await waitFor(() => expect(result.current.data?.status).toBe('waiting'))
    expect(result.current.error).toBeNull()
    expect(result.current.isRetrying).toBe(false)
  })

  test('behavior: a truncated or malformed answer is a transient failure: tracking goes on to the true end', async () => {
    const t = start()
    const requestId = await freshRequestId(t)
    const { result } = renderHook(
      () => useRequestStatus({ requestId, intervalMs: 5, backoff: { baseMs: 10, maxMs: 20 } }),
      { client: t.client },
    )
    await waitFor(() => expect(result.current.data?.status).toBe('waiting'))
    // One truncated answer, then an HTML error page (a proxy's), while the request goes on to success.
    t.simulator.ctx.faults.set([
      { kind: 'truncate', path: STATUS, times: 1 },
      { kind: 'malformed', path: STATUS, times: 1 },
    ])
    await waitFor(() => expect(t.simulator.ctx.faults.list()).toEqual([]))
    await t.deposit(requestId)
    await t.advance(10_000)
    await waitFor(() => expect(result.current.data?.status).toBe('success'))
    expect(result.current.isRetrying).toBe(false)
    // The service answered each fault once; tracking asked again instead of stopping.
    expect(t.fetch.calls.filter((c) => c.pathname === STATUS).length).toBeGreaterThan(3)
  })

  test('behavior: pauses while the page is hidden', async () => {
    const t = start()
    const requestId = await freshRequestId(t)
    const { result } = renderHook(() => useRequestStatus({ requestId, intervalMs: 10 }), { client: t.client })
    await waitFor(() => expect(result.current.data?.status).toBe('waiting'))
    const setVisibility = (state: 'hidden' | 'visible') => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
      document.dispatchEvent(new Event('visibilitychange'))
    }
    try {
      setVisibility('hidden')
      await sleep(20)
      const polls = t.fetch.count(STATUS)
      await sleep(80)
      expect(t.fetch.count(STATUS)).toBe(polls)
      setVisibility('visible')
      await waitFor(() => expect(t.fetch.count(STATUS)).toBeGreaterThan(polls))
    } finally {
      setVisibility('visible')
    }
  })
})
