// @vitest-environment jsdom
import { expectAnsweredOnce, startTestSimulators } from '@crosspay/test'
import { createTestQueryClient, renderHook, waitFor } from '@crosspay/test/react'
import { describe, expect, test } from 'vitest'
import { getAppBalance } from '../api/getAppBalance'
import { HttpRequestError } from '../errors/HttpRequestError'
import { InvalidParameterError } from '../errors/InvalidParameterError'
import { RateLimitError } from '../errors/RateLimitError'
import { useAppBalance } from './useAppBalance'

const start = startTestSimulators()
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('useAppBalance', () => {
  test('default', async () => {
    const t = start({ initialAppBalanceUsd: 250 })
    const wallet = t.simulator.ctx.apiKey('demo-key')!.sponsorWallet!
    const { result, queryClient } = renderHook(() => useAppBalance({ wallet }), { client: t.client })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data).toMatchObject({
      totalBalanceUsd: 250,
      outstandingFastFillBalanceUsd: 0,
      availableBalanceUsd: 250,
    })
    expect(result.current.data?.balances[0]?.currency.symbol).toBe('USDC')
    expect(result.current.claimable.map((c) => c.claimable)).toEqual([250_000_000n]) // no holds: all of it
    expect(queryClient.getQueryCache().getAll()[0]?.queryKey).toEqual([
      'appBalance',
      { baseUrl: 'http://sim.test', keyId: t.client.keyId, wallet },
    ])
  })

  test('parameters: wallet undefined sends nothing', async () => {
    const t = start()
    const { result } = renderHook(() => useAppBalance({ wallet: undefined }), { client: t.client })
    await sleep(30)
    expect(result.current.fetchStatus).toBe('idle')
    expect(t.fetch.count()).toBe(0)
  })

  test('behavior: a malformed wallet is an InvalidParameterError and sends nothing', async () => {
    const t = start()
    const { result } = renderHook(() => useAppBalance({ wallet: '0x1234' }), { client: t.client })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toBeInstanceOf(InvalidParameterError)
    expect(t.fetch.count()).toBe(0)
  })

  test('behavior: StrictMode double mounting sends one request', async () => {
    const t = start()
    const wallet = t.simulator.ctx.apiKey('demo-key')!.sponsorWallet!
    const { result } = renderHook(() => useAppBalance({ wallet }), { client: t.client, strict: true })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    await sleep(30)
    expectAnsweredOnce(t.fetch, `/app-fees/${wallet}/balances`)
  })

  test('behavior: 429 is retried twice, then a RateLimitError on `error`', async () => {
    const t = start({ rateLimits: { anonymousQuote: 50, anonymous: 200, keyed: 1 } })
    const wallet = t.simulator.ctx.apiKey('demo-key')!.sponsorWallet!
    await getAppBalance(t.client, { wallet }) // uses up the key's one request of this minute
    t.fetch.reset()
    const { result } = renderHook(() => useAppBalance({ wallet }), {
      client: t.client,
      queryClient: createTestQueryClient({ retryDelayMs: 5 }),
    })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(t.fetch.calls.map((c) => c.status)).toEqual([429, 429, 429])
    expect(result.current.error).toBeInstanceOf(RateLimitError)
    expect((result.current.error as RateLimitError).status).toBe(429)
    expect(result.current.data).toBeUndefined()
  })

  test('behavior: an unreachable service is retried twice, then an HttpRequestError with status 0', async () => {
    const t = start()
    const wallet = t.simulator.ctx.apiKey('demo-key')!.sponsorWallet!
    let attempts = 0
    const client = t.createClient({
      fetch: () => {
        attempts += 1
        return Promise.reject(new TypeError('fetch failed'))
      },
    })
    const { result } = renderHook(() => useAppBalance({ wallet }), {
      client,
      queryClient: createTestQueryClient({ retryDelayMs: 5 }),
    })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(attempts).toBe(3)
    expect(result.current.error).toBeInstanceOf(HttpRequestError)
    expect((result.current.error as HttpRequestError).status).toBe(0)
  })
})
