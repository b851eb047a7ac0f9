// @vitest-environment jsdom
import { createTestSimulator, type TestSimulator } from '@crosspay/test'
import { act, renderHook, waitFor } from '@crosspay/test/react'
import { afterEach, describe, expect, test } from 'vitest'
import type { CrosspayClient } from '../api/CrosspayClient'
import { getQuote } from '../api/getQuote'
import type { HttpRequestError } from '../errors/HttpRequestError'
import { FastFillError, type FastFillErrorReason } from '../query/FastFillError'
import { testQuoteParameters } from './testQuoteParameters'
import { useAppBalance } from './useAppBalance'
import { useFastFill } from './useFastFill'

const sims: TestSimulator[] = []
const start = (...args: Parameters<typeof createTestSimulator>) => {
  const t = createTestSimulator(...args)
  sims.push(t)
  return t
}
afterEach(async () => {
  await Promise.all(sims.splice(0).map((t) => t.close()))
})
const FAST_FILL = '/fast-fill'

async function quote(t: TestSimulator) {
  const q = await getQuote(t.client, testQuoteParameters)
  return { requestId: q.steps[0]!.requestId!, amountUsd: Number(q.details?.currencyOut?.amountUsd) }
}
const sponsorOf = (t: TestSimulator) => t.simulator.ctx.apiKey('demo-key')!.sponsorWallet!

/** Runs one fast fill through the hook and returns the error it ended with (or undefined). */
async function refusal(
  client: CrosspayClient,
  variables: Parameters<ReturnType<typeof useFastFill>['mutate']>[0],
  sponsorWallet?: string,
) {
  const { result } = renderHook(() => useFastFill({ sponsorWallet }), { client })
  act(() => result.current.mutate(variables))
  await waitFor(() => expect(result.current.isPending).toBe(false))
  return result.current.error
}
const expectReason = (error: unknown, reason: FastFillErrorReason) => {
  expect(error).toBeInstanceOf(FastFillError)
  expect((error as FastFillError).reason).toBe(reason)
}

describe('useFastFill', () => {
  test('default', async () => {
    const t = start()
    const { requestId, amountUsd } = await quote(t)
    const wallet = sponsorOf(t)
    const { result } = renderHook(
      () => ({ fastFill: useFastFill({ sponsorWallet: wallet }), balance: useAppBalance(wallet) }),
      { client: t.client },
    )
    await waitFor(() => expect(result.current.balance.data?.outstandingFastFillBalanceUsd).toBe(0))
    act(() => result.current.fastFill.mutate({ requestId, amountUsd, maxFillAmountUsd: 100 }))
    await waitFor(() => expect(result.current.fastFill.isSuccess).toBe(true))
    expect(result.current.fastFill.data?.message).toMatch(/queued/i)
    expect(t.fetch.calls.find((c) => c.pathname === FAST_FILL)?.method).toBe('POST')
    // The app balance is refreshed: the hold shows.
    await waitFor(() => expect(result.current.balance.data?.outstandingFastFillBalanceUsd).toBeGreaterThan(0))
    expect(result.current.balance.data?.availableBalanceUsd).toBeLessThan(1000)
  })

  test('behavior: refuses client-side when the available balance cannot cover the request', async () => {
    const t = start({ initialAppBalanceUsd: 10 })
    const { requestId, amountUsd } = await quote(t)
    expect(amountUsd).toBeGreaterThan(10)
    const error = await refusal(t.client, { requestId, amountUsd }, sponsorOf(t))
    expectReason(error, 'insufficientBalance')
    expect((error as FastFillError).details).toMatch(/Available 10 USD/)
    expect(t.fetch.count(FAST_FILL)).toBe(0)
  })

  test('behavior: refuses client-side over maxFillAmountUsd', async () => {
    const t = start()
    const { requestId, amountUsd } = await quote(t)
    const error = await refusal(
      t.client,
      { requestId, amountUsd, maxFillAmountUsd: amountUsd / 2 },
      sponsorOf(t),
    )
    expectReason(error, 'rejected')
    expect(t.fetch.count(FAST_FILL)).toBe(0)
  })

  test('behavior: the service refusing over maxFillAmountUsd (400) is `rejected`', async () => {
    const t = start()
    const { requestId } = await quote(t)
    const error = await refusal(t.client, { requestId, maxFillAmountUsd: 1 })
    expectReason(error, 'rejected')
    expect(((error as FastFillError).cause as HttpRequestError).status).toBe(400)
  })

  test('behavior: 401 without an API key is `unauthorized`', async () => {
    const t = start()
    const { requestId } = await quote(t)
    const error = await refusal(t.createClient({ apiKey: undefined }), { requestId })
    expectReason(error, 'unauthorized')
  })

  test('behavior: 403 for a key without a sponsorship wallet is `forbidden`', async () => {
    const t = start()
    const { requestId } = await quote(t)
    const error = await refusal(t.createClient({ apiKey: 'nolink-key' }), { requestId })
    expectReason(error, 'forbidden')
    expect(((error as FastFillError).cause as HttpRequestError).status).toBe(403)
  })

  test('behavior: 404 for an unknown request is `notFound`', async () => {
    const t = start()
    const error = await refusal(t.client, { requestId: `0x${'42'.repeat(32)}` })
    expectReason(error, 'notFound')
  })

  test('behavior: 409 for a request already being processed is `alreadyProcessing`', async () => {
    const t = start()
    const { requestId } = await quote(t)
    await t.deposit(requestId)
    const error = await refusal(t.client, { requestId })
    expectReason(error, 'alreadyProcessing')
    expect(((error as FastFillError).cause as HttpRequestError).status).toBe(409)
  })
})
