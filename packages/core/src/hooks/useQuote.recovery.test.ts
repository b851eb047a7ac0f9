// @vitest-environment jsdom
// useQuote's recovery state against the simulator's injected faults (`ctx.faults`, as `/__sim/faults` sets them):
// the same `isRetrying` / `nextAttemptAt` as the other hooks, and a failed quote that comes back by itself.
import { startTestSimulators, testQuoteParameters } from '@crosspay/test'
import { renderHook, waitFor } from '@crosspay/test/react'
import { describe, expect, test } from 'vitest'
import { HttpRequestError } from '../errors/HttpRequestError'
import { RateLimitError } from '../errors/RateLimitError'
import { ResponseShapeError } from '../errors/ResponseShapeError'
import { useQuote } from './useQuote'

const start = startTestSimulators()
const backoff = { baseMs: 10, maxMs: 40 }
const QUOTE = '/quote/v2'

describe('useQuote recovery', () => {
  test.each([
    ['5xx', { kind: 'status', status: 503 }, HttpRequestError],
    ['malformed body', { kind: 'malformed' }, ResponseShapeError],
    ['truncated body', { kind: 'truncate' }, ResponseShapeError],
  ] as const)(
    'behavior: a %s on every quote: isRetrying with the next attempt, keeps trying, recovers by itself',
    async (_name, fault, type) => {
      const t = start()
      t.simulator.ctx.faults.set([{ ...fault, path: QUOTE }])
      const { result } = renderHook(() => useQuote({ ...testQuoteParameters, debounceMs: 0 }), {
        client: t.createClient({ backoff }),
      })
      await waitFor(() => {
        expect(result.current.error).toBeInstanceOf(type)
        expect(result.current.isRetrying).toBe(true)
        expect(result.current.nextAttemptAt).toBeTypeOf('number')
      })
      // It keeps asking after its three attempts (not three requests and silence until the 30 s refresh).
      await waitFor(() => expect(t.fetch.count(QUOTE)).toBeGreaterThan(5))
      t.simulator.ctx.faults.clear()
      await waitFor(() => expect(result.current.isSuccess).toBe(true))
      expect(result.current.data?.details?.currencyIn?.amount).toBe(testQuoteParameters.amount)
      expect([result.current.isRetrying, result.current.nextAttemptAt]).toEqual([false, undefined])
    },
  )

  test('behavior: 429 with Retry-After: 1 while retrying: the next attempt is planned no sooner, then the quote', async () => {
    const t = start()
    t.simulator.ctx.faults.set([{ kind: 'rateLimit', path: QUOTE, retryAfter: 1, times: 1 }])
    const before = Date.now()
    const { result } = renderHook(() => useQuote({ ...testQuoteParameters, debounceMs: 0 }), {
      client: t.createClient({ backoff }),
    })
    // During the retry (no `error` yet: `failureReason`), the hook already says when it tries again.
    await waitFor(() => {
      expect(result.current.failureReason).toBeInstanceOf(RateLimitError)
      expect(result.current.isRetrying).toBe(true)
    })
    // Lower bounds only (a loaded machine can only make it later): not the 5–10 ms the backoff alone would wait.
    expect(result.current.nextAttemptAt).toBeGreaterThanOrEqual(before + 1000)
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.isRetrying).toBe(false)
    const [limited, next] = t.fetch.calls.filter((c) => c.pathname === QUOTE)
    expect([limited!.status, next!.status]).toEqual([429, 200])
    expect(next!.at - limited!.at).toBeGreaterThanOrEqual(990)
  })

  test("behavior: a host's slow refetchInterval gives way to the recovery pace while failing", async () => {
    const t = start()
    t.simulator.ctx.faults.set([{ kind: 'reset', path: QUOTE }])
    const { result } = renderHook(
      () => useQuote({ ...testQuoteParameters, debounceMs: 0, query: { refetchInterval: 600_000 } }),
      { client: t.createClient({ backoff }) },
    )
    await waitFor(() => expect(t.fetch.count(QUOTE)).toBeGreaterThan(5))
    expect(result.current.isRetrying).toBe(true)
    t.simulator.ctx.faults.clear()
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.isRetrying).toBe(false)
  })

  test('behavior: a refusal (400 CHAIN_DISABLED) is not retrying', async () => {
    const t = start()
    const { result } = renderHook(
      () => useQuote({ ...testQuoteParameters, destinationChainId: 42161, debounceMs: 0 }),
      { client: t.createClient({ backoff }) },
    )
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect((result.current.error as HttpRequestError).errorCode).toBe('CHAIN_DISABLED')
    expect([result.current.isRetrying, result.current.nextAttemptAt]).toEqual([false, undefined])
  })
})
