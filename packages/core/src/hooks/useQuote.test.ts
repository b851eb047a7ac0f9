// @vitest-environment jsdom
import {
  expectAnsweredOnce,
  startTestSimulators,
  type TestSimulator,
  testQuoteParameters,
} from '@crosspay/test'
import { createTestQueryClient, renderHook, waitFor } from '@crosspay/test/react'
import { keepPreviousData } from '@tanstack/react-query'
import { describe, expect, test } from 'vitest'
import { failingFetch } from '../../test/fixtures/failingFetch'
import { renderRateLimited } from '../../test/fixtures/renderRateLimited'
import { getQuote } from '../api/getQuote'
import { HttpRequestError } from '../errors/HttpRequestError'
import { InvalidParameterError } from '../errors/InvalidParameterError'
import { getChainsQueryKey } from '../query/getChains'
import type { QuoteParameters } from '../quote/QuoteParameters'
import { type UseQuoteParameters, useQuote } from './useQuote'

const start = startTestSimulators()
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const QUOTE = '/quote/v2'
/** What `useQuote` takes besides the quote body. */
type Options = Pick<UseQuoteParameters, 'debounceMs' | 'chains' | 'query' | 'client'>
type Props = { parameters: Partial<QuoteParameters>; options?: Options }
/** A valid base58 (SVM) address. */
const svmAddress = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'

/** Renders `useQuote` (no debounce) on `parameters` and returns the error it ends with. */
async function quoteError(t: TestSimulator, parameters: QuoteParameters, options: Options = {}) {
  const { result } = renderHook(() => useQuote({ ...parameters, debounceMs: 0, ...options }), {
    client: t.client,
  })
  await waitFor(() => expect(result.current.isError).toBe(true))
  return result.current.error
}

/** `useQuote` rendered with `props` first (rerender it with others), on the test simulator `t`. */
const renderRerendered = (t: TestSimulator, initialProps: Props) =>
  renderHook((props: Props) => useQuote({ ...props.parameters, ...props.options }), {
    client: t.client,
    initialProps,
  })

describe('useQuote', () => {
  test('default', async () => {
    const t = start()
    const { result } = renderHook(() => useQuote(testQuoteParameters), { client: t.client })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.steps[0]?.requestId).toMatch(/^0x[0-9a-f]{64}$/)
    expect(result.current.data?.details?.currencyIn?.amount).toBe(testQuoteParameters.amount)
    expect(result.current.warnings).toEqual([])
    expect(t.fetch.count(QUOTE)).toBe(1)
  })

  test('behavior: the query key holds the base URL', async () => {
    const t = start({ clientBaseUrl: 'http://staging.sim.test' })
    const { result, queryClient } = renderHook(() => useQuote({ ...testQuoteParameters, debounceMs: 0 }), {
      client: t.client,
    })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    const keys = queryClient
      .getQueryCache()
      .getAll()
      .map((q) => q.queryKey)
    expect(keys).toContainEqual([
      'quote',
      { baseUrl: 'http://staging.sim.test', keyId: t.client.keyId, ...testQuoteParameters },
    ])
    // The chains it validated against are the shared chains query of the same base URL.
    expect(keys).toContainEqual(['chains', { baseUrl: 'http://staging.sim.test', keyId: t.client.keyId }])
  })

  test('behavior: incomplete parameters send nothing and are not an error', async () => {
    const t = start()
    const { amount: _, ...incomplete } = testQuoteParameters
    const { result } = renderHook(() => useQuote({ ...incomplete, debounceMs: 0 }), { client: t.client })
    await sleep(40)
    expect(result.current.fetchStatus).toBe('idle')
    expect(result.current.error).toBeNull()
    expect(t.fetch.count()).toBe(0)
  })

  test('behavior: invalid parameters give an InvalidParameterError and send nothing', async () => {
    const t = start()
    const error = await quoteError(t, { ...testQuoteParameters, amount: '-5' })
    expect(error).toBeInstanceOf(InvalidParameterError)
    expect((error as InvalidParameterError).parameter).toBe('amount')
    expect(t.fetch.count(QUOTE)).toBe(0)
  })

  test('behavior: without `chains`, the chains query is used: an EVM origin refuses depositFeePayer', async () => {
    const t = start()
    const error = await quoteError(t, { ...testQuoteParameters, depositFeePayer: svmAddress })
    expect(error).toBeInstanceOf(InvalidParameterError)
    expect((error as InvalidParameterError).parameter).toBe('depositFeePayer')
    expect((error as InvalidParameterError).rule).toMatch(/SVM-origin/)
    expect(t.fetch.count('/chains')).toBe(1)
    expect(t.fetch.count(QUOTE)).toBe(0)
  })

  test('behavior: without `chains`, a base58 user on an EVM origin is refused before sending', async () => {
    const t = start()
    const error = await quoteError(t, { ...testQuoteParameters, user: svmAddress })
    expect((error as InvalidParameterError).parameter).toBe('user')
    expect((error as InvalidParameterError).rule).toMatch(/EVM address/)
    expect(t.fetch.count(QUOTE)).toBe(0)
  })

  test('parameters: chains given by the host are used as they are (no chains request)', async () => {
    const t = start()
    // The host says 8453 is SVM: the 0x user is refused by that rule, and /chains is never asked.
    const error = await quoteError(t, testQuoteParameters, { chains: [{ id: 8453, vmType: 'svm' }] })
    expect((error as InvalidParameterError).parameter).toBe('user')
    expect(t.fetch.count('/chains')).toBe(0)
    expect(t.fetch.count(QUOTE)).toBe(0)
  })

  test('behavior: a chains request that fails does not block quotes (checks without chains)', async () => {
    const t = start()
    let chainsAttempts = 0
    const client = t.createClient({
      fetch: (input, init) => {
        if (!String(input).endsWith('/chains')) return t.fetch(input, init)
        chainsAttempts += 1
        return Promise.resolve(new Response('{"message":"down"}', { status: 503 }))
      },
    })
    // The chains request is retried (TanStack's default delays, 1 s then 2 s): the quote does not wait for that.
    const { result, queryClient } = renderHook(() => useQuote({ ...testQuoteParameters, debounceMs: 0 }), {
      client,
    })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(t.fetch.count(QUOTE)).toBe(1)
    expect(chainsAttempts).toBeGreaterThanOrEqual(1)
    const chains = queryClient.getQueryState(
      getChainsQueryKey({ baseUrl: client.baseUrl, keyId: client.keyId }),
    )
    expect(chains).toMatchObject({ status: 'pending', data: undefined }) // still retrying
    expect(chains?.fetchFailureCount).toBeGreaterThanOrEqual(1)
  })

  test('behavior: a refusal of the service is on `error`, not retried', async () => {
    const t = start()
    const { result } = renderHook(() => useQuote({ ...testQuoteParameters, destinationChainId: 42161 }), {
      client: t.client,
      queryClient: createTestQueryClient({ retryDelayMs: 5 }), // a retry would not be waited out
    })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toBeInstanceOf(HttpRequestError)
    expect((result.current.error as HttpRequestError).status).toBe(400)
    expect((result.current.error as HttpRequestError).errorCode).toBe('CHAIN_DISABLED')
    expect(t.fetch.count(QUOTE)).toBe(1) // not retried
    expect(result.current.failureCount).toBe(1)
  })

  test('behavior: a transient failure is retried (twice at most), then succeeds', async () => {
    const t = start()
    // The first two quote requests fail like an unreachable service; the third reaches the simulator.
    const flaky = failingFetch(t.fetch, { pathname: QUOTE, failures: 2 })
    const { result } = renderHook(() => useQuote({ ...testQuoteParameters, debounceMs: 0 }), {
      client: t.createClient({ fetch: flaky.fetch }),
      queryClient: createTestQueryClient({ retryDelayMs: 5 }),
    })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(flaky.attempts()).toBe(3)
    expect(t.fetch.calls.filter((c) => c.pathname === QUOTE).map((c) => c.status)).toEqual([200])
    expect(result.current.data?.steps[0]?.requestId).toMatch(/^0x[0-9a-f]{64}$/)
    expect(result.current.failureCount).toBe(0)
    expect(result.current.error).toBeNull()
  })

  test('behavior: a persistent 429 is a RateLimitError on `error` after two retries', async () => {
    // An anonymous client, allowed one quote this (sim-clock) minute, and the clock does not move.
    const t = start({ apiKey: null, rateLimits: { anonymousQuote: 1, anonymous: 200, keyed: 600 } })
    await getQuote(t.client, testQuoteParameters) // uses up this minute's quote
    t.fetch.reset()
    const { result } = await renderRateLimited(t, () => useQuote({ ...testQuoteParameters, debounceMs: 0 }))
    expect(result.current.data).toBeUndefined()
    // The first request and two retries, all refused; then no more.
    expect(t.fetch.calls.filter((c) => c.pathname === QUOTE).map((c) => c.status)).toEqual([429, 429, 429])
    expect(result.current.failureCount).toBe(3)
    await sleep(30)
    expect(t.fetch.count(QUOTE)).toBe(3)
  })

  test('behavior: debounced: rapid changes send one request, for the last value', async () => {
    const t = start()
    const { result, rerender } = renderRerendered(t, {
      parameters: { ...testQuoteParameters, amount: '' },
      options: { debounceMs: 60 },
    })
    // Synchronous rerenders: no timer can fire in between, however loaded the machine.
    for (const amount of ['1', '10', '100'])
      rerender({ parameters: { ...testQuoteParameters, amount }, options: { debounceMs: 60 } })
    // Read before the last change: its debounce timer starts during the rerender, never before this.
    const lastChange = performance.now()
    rerender({
      parameters: { ...testQuoteParameters, amount: '1000000000000000' },
      options: { debounceMs: 60 },
    })
    expect(t.fetch.count(QUOTE)).toBe(0)
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(t.fetch.count(QUOTE)).toBe(1)
    // Sent no earlier than the debounce after the last change (a lower bound only).
    expect(t.fetch.calls.find((c) => c.pathname === QUOTE)!.at - lastChange).toBeGreaterThanOrEqual(59)
    expect(result.current.data?.details?.currencyIn?.amount).toBe('1000000000000000')
  })

  test('parameters: debounceMs defaults to 300', async () => {
    const t = start()
    const { result, rerender } = renderHook((props: Props) => useQuote(props.parameters), {
      client: t.client,
      initialProps: { parameters: { ...testQuoteParameters, amount: '' } } as Props,
    })
    for (const amount of ['1', '10']) rerender({ parameters: { ...testQuoteParameters, amount } })
    // Read before the last change: its debounce timer starts during the rerender, never before this.
    const lastChange = performance.now()
    rerender({ parameters: { ...testQuoteParameters, amount: '1000000000000000' } })
    await waitFor(() => expect(result.current.isSuccess).toBe(true), { timeout: 3_000 })
    // Nothing (not even the chains request) went out before 300 ms after the last change: a lower bound only.
    expect(t.fetch.calls.length).toBeGreaterThan(0)
    expect(Math.min(...t.fetch.calls.map((c) => c.at)) - lastChange).toBeGreaterThanOrEqual(299)
    expect(t.fetch.count(QUOTE)).toBe(1)
    expect(result.current.data?.details?.currencyIn?.amount).toBe('1000000000000000')
  })

  test('behavior: a request whose parameters changed meanwhile is aborted', async () => {
    const t = start()
    t.fetch.hold(QUOTE) // the first answer cannot arrive before the parameters change, however slow the machine
    const { result, rerender } = renderRerendered(t, {
      parameters: testQuoteParameters,
      options: { debounceMs: 0 },
    })
    await waitFor(() => expect(t.fetch.count(QUOTE)).toBe(1))
    rerender({
      parameters: { ...testQuoteParameters, amount: '20000000000000000' },
      options: { debounceMs: 0 },
    })
    await waitFor(() => expect(t.fetch.count(QUOTE)).toBe(2))
    t.fetch.release()
    await waitFor(() => expect(result.current.data?.details?.currencyIn?.amount).toBe('20000000000000000'))
    // Calls told apart by the amount they asked for, not by their order.
    const quotes = t.fetch.calls.filter((c) => c.pathname === QUOTE)
    const byAmount = (amount: string) => quotes.filter((c) => JSON.parse(c.body ?? '{}').amount === amount)
    const stale = byAmount(testQuoteParameters.amount)
    const current = byAmount('20000000000000000')
    expect(stale.length).toBeGreaterThan(0)
    expect(stale.map((c) => [c.signal?.aborted, c.status])).toEqual(stale.map(() => [true, undefined])) // aborted, never answered
    expect(current.map((c) => [c.signal?.aborted, c.status])).toEqual([[false, 200]])
  })

  test('parameters: query.refetchInterval, and query.enabled false holds the quote', async () => {
    const t = start()
    const { result, rerender } = renderRerendered(t, {
      parameters: testQuoteParameters,
      options: { debounceMs: 0, query: { refetchInterval: 30 } },
    })
    await waitFor(() => expect(t.fetch.count(QUOTE)).toBeGreaterThanOrEqual(3))
    rerender({
      parameters: testQuoteParameters,
      options: { debounceMs: 0, query: { refetchInterval: 30, enabled: false } },
    })
    await sleep(20)
    const count = t.fetch.count(QUOTE)
    const kept = result.current.data
    await sleep(100)
    expect(t.fetch.count(QUOTE)).toBe(count)
    expect(result.current.data).toBe(kept) // the quote being executed stays
    expect(kept?.steps.length).toBeGreaterThan(0)
  })

  test('behavior: flags subsidizeRent without subsidizeFees', async () => {
    const t = start()
    const { result } = renderHook(() => useQuote({ ...testQuoteParameters, subsidizeRent: true }), {
      client: t.client,
    })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.warnings.map((w) => w.code)).toContain('RENT_WITHOUT_SUBSIDIZE_FEES')
  })

  test('behavior: StrictMode double mounting sends one request', async () => {
    const t = start()
    const { result } = renderHook(() => useQuote(testQuoteParameters), { client: t.client, strict: true })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    await sleep(20)
    expectAnsweredOnce(t.fetch, QUOTE)
  })

  test('behavior: dataParameters is the body the data was made for; isUpdating while a newer one is coming', async () => {
    const t = start()
    const second = { ...testQuoteParameters, amount: '20000000000000000' }
    const { result, rerender } = renderRerendered(t, {
      parameters: testQuoteParameters,
      options: { debounceMs: 60 },
    })
    expect(result.current.dataParameters).toBeUndefined()
    expect(result.current.isUpdating).toBe(true)
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.dataParameters).toEqual(testQuoteParameters)
    expect(result.current.isUpdating).toBe(false)
    const first = result.current.data
    // The answer to the edit cannot arrive before it is looked at, however slow the machine.
    t.fetch.hold(QUOTE)
    rerender({ parameters: second, options: { debounceMs: 60 } })
    // Debounce pending: the old quote is still `data`, and says it was made for the old body.
    expect(result.current.data).toBe(first)
    expect(result.current.dataParameters).toEqual(testQuoteParameters)
    expect(result.current.isUpdating).toBe(true)
    // In flight: still updating, never the old quote under the new body.
    await waitFor(() => expect(t.fetch.count(QUOTE)).toBe(2))
    expect(result.current.isUpdating).toBe(true)
    expect(result.current.dataParameters).not.toEqual(second)
    t.fetch.release()
    await waitFor(() => expect(result.current.dataParameters).toEqual(second))
    expect(result.current.isUpdating).toBe(false)
    expect(result.current.data?.details?.currencyIn?.amount).toBe(second.amount)
  })

  test('behavior: placeholder data kept from an earlier body keeps that body as dataParameters', async () => {
    const t = start()
    const second = { ...testQuoteParameters, amount: '20000000000000000' }
    const query = { placeholderData: keepPreviousData }
    const { result, rerender } = renderRerendered(t, {
      parameters: testQuoteParameters,
      options: { debounceMs: 0, query },
    })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    t.fetch.hold(QUOTE)
    rerender({ parameters: second, options: { debounceMs: 0, query } })
    await waitFor(() => expect(t.fetch.count(QUOTE)).toBe(2))
    expect(result.current.isPlaceholderData).toBe(true)
    expect(result.current.dataParameters).toEqual(testQuoteParameters)
    expect(result.current.isUpdating).toBe(true)
    t.fetch.release()
    await waitFor(() => expect(result.current.dataParameters).toEqual(second))
    expect(result.current.isUpdating).toBe(false)
  })

  test('behavior: not updating when the body is incomplete, held, or refused', async () => {
    const t = start()
    const { amount: _, ...incomplete } = testQuoteParameters
    const { result, rerender } = renderRerendered(t, { parameters: incomplete, options: { debounceMs: 0 } })
    expect(result.current.isUpdating).toBe(false)
    rerender({ parameters: { ...testQuoteParameters, amount: '-5' }, options: { debounceMs: 0 } })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.isUpdating).toBe(false)
    rerender({ parameters: testQuoteParameters, options: { debounceMs: 0, query: { enabled: false } } })
    expect(result.current.isUpdating).toBe(false)
    expect(t.fetch.count(QUOTE)).toBe(0)
  })
})
