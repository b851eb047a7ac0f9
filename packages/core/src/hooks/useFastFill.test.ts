// @vitest-environment jsdom
import {
  type createTestSimulator,
  startTestSimulators,
  type TestSimulator,
  testQuoteParameters,
} from '@crosspay/test'
import { act, renderHook, waitFor } from '@crosspay/test/react'
import { describe, expect, test } from 'vitest'
import type { CrosspayClient } from '../api/CrosspayClient'
import { getQuote } from '../api/getQuote'
import { FastFillError, type FastFillErrorReason } from '../errors/FastFillError'
import { HttpRequestError } from '../errors/HttpRequestError'
import { InvalidParameterError } from '../errors/InvalidParameterError'
import type { FastFillVariables } from '../query/fastFill'
import { useAppBalance } from './useAppBalance'
import { useFastFill } from './useFastFill'

const start = startTestSimulators()
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const FAST_FILL = '/fast-fill'

/** Quotes a request; `amountUsd` is its input value (what the service holds and compares), `amountOutUsd` its output. */
async function quote(t: TestSimulator) {
  const q = await getQuote(t.client, testQuoteParameters)
  return {
    requestId: q.steps[0]!.requestId!,
    amountUsd: Number(q.details?.currencyIn?.amountUsd),
    amountOutUsd: Number(q.details?.currencyOut?.amountUsd),
  }
}
const sponsorOf = (t: TestSimulator) => t.simulator.ctx.apiKey('demo-key')!.sponsorWallet!

/** Runs one fast fill through the hook and returns the error it ended with (or undefined). */
async function refusal(client: CrosspayClient, variables: FastFillVariables, sponsorWallet?: string) {
  const { result } = renderHook(() => useFastFill({ sponsorWallet }), { client })
  act(() => result.current.mutate(variables))
  await waitFor(() => expect(result.current.isPending).toBe(false))
  expect(result.current.isError).toBe(true)
  return result.current.error
}
const expectReason = (error: unknown, reason: FastFillErrorReason) => {
  expect(error).toBeInstanceOf(FastFillError)
  expect((error as FastFillError).reason).toBe(reason)
  return error as FastFillError
}

describe('useFastFill', () => {
  test('default', async () => {
    const t = start()
    const { requestId, amountUsd } = await quote(t)
    const wallet = sponsorOf(t)
    const { result } = renderHook(
      () => ({ fastFill: useFastFill({ sponsorWallet: wallet }), balance: useAppBalance({ wallet }) }),
      { client: t.client },
    )
    await waitFor(() => expect(result.current.balance.data?.outstandingFastFillBalanceUsd).toBe(0))
    act(() => result.current.fastFill.mutate({ requestId, amountUsd, maxFillAmountUsd: 100 }))
    await waitFor(() => expect(result.current.fastFill.isSuccess).toBe(true))
    expect(result.current.fastFill.data?.message).toMatch(/queued/i)
    expect(t.fetch.calls.find((c) => c.pathname === FAST_FILL)?.method).toBe('POST')
    // The app balance is refreshed: the hold shows.
    await waitFor(() => expect(result.current.balance.data?.outstandingFastFillBalanceUsd).toBeGreaterThan(0))
  })

  test("parameters: mutation callbacks run, and the caller's onSettled is never replaced by the balance refresh", async () => {
    const t = start()
    const { requestId, amountUsd } = await quote(t)
    const wallet = sponsorOf(t)
    const seen: string[] = []
    const { result } = renderHook(
      () => ({
        fastFill: useFastFill({
          sponsorWallet: wallet,
          mutation: {
            onMutate: (variables) => {
              seen.push(`mutate:${variables.requestId === requestId}`)
              return { started: 1 }
            },
            onSuccess: (data) => void seen.push(`success:${/queued/i.test(data.message)}`),
            onSettled: (_data, error, _variables, onMutateResult) =>
              void seen.push(`settled:${error === null}:${onMutateResult?.started}`),
          },
        }),
        balance: useAppBalance({ wallet }),
      }),
      { client: t.client },
    )
    await waitFor(() => expect(result.current.balance.data?.outstandingFastFillBalanceUsd).toBe(0))
    act(() => result.current.fastFill.mutate({ requestId, amountUsd }))
    await waitFor(() => expect(seen).toContain('settled:true:1'))
    expect(seen).toEqual(['mutate:true', 'success:true', 'settled:true:1'])
    // crosspay's own refresh ran too (the balance query has no interval: only the invalidation shows the hold).
    await waitFor(() => expect(result.current.balance.data?.outstandingFastFillBalanceUsd).toBeGreaterThan(0))
  })

  test('behavior: a held fast fill lowers availableBalanceUsd by exactly the hold', async () => {
    const t = start({ initialAppBalanceUsd: 500 })
    const { requestId, amountUsd } = await quote(t)
    expect(amountUsd).toBeGreaterThan(0)
    const wallet = sponsorOf(t)
    const { result } = renderHook(
      () => ({ fastFill: useFastFill({ sponsorWallet: wallet }), balance: useAppBalance({ wallet }) }),
      { client: t.client },
    )
    await waitFor(() => expect(result.current.balance.isSuccess).toBe(true))
    const before = result.current.balance.data!
    expect(before).toMatchObject({ totalBalanceUsd: 500, availableBalanceUsd: 500 })
    act(() => result.current.fastFill.mutate({ requestId, amountUsd }))
    await waitFor(() => expect(result.current.fastFill.isSuccess).toBe(true))
    await waitFor(() => expect(result.current.balance.data?.outstandingFastFillBalanceUsd).toBeGreaterThan(0))
    const after = result.current.balance.data!
    // The hold is the request's input value, `amountUsd` (the simulator's fill value without solverInputCurrencyAmount).
    expect(after.outstandingFastFillBalanceUsd).toBeCloseTo(amountUsd, 6)
    expect(after.totalBalanceUsd).toBe(before.totalBalanceUsd)
    expect(after.availableBalanceUsd).toBeCloseTo(before.availableBalanceUsd - amountUsd, 6)
  })

  test('parameters: solverInputCurrencyAmount is sent and the service fills (and holds) that input', async () => {
    const t = start({ initialAppBalanceUsd: 500 })
    const { requestId, amountUsd } = await quote(t)
    const half = (BigInt(testQuoteParameters.amount) / 2n).toString()
    const wallet = sponsorOf(t)
    const { result } = renderHook(
      () => ({ fastFill: useFastFill({ sponsorWallet: wallet }), balance: useAppBalance({ wallet }) }),
      { client: t.client },
    )
    await waitFor(() => expect(result.current.balance.data?.outstandingFastFillBalanceUsd).toBe(0))
    act(() => result.current.fastFill.mutate({ requestId, amountUsd, solverInputCurrencyAmount: half }))
    await waitFor(() => expect(result.current.fastFill.isSuccess).toBe(true))
    expect(result.current.fastFill.data?.message).toMatch(/queued/i)
    const calls = t.fetch.calls.filter((c) => c.pathname === FAST_FILL)
    expect(calls.map((c) => [c.method, c.status])).toEqual([['POST', 200]])
    expect(JSON.parse(calls[0]!.body!)).toEqual({ requestId, solverInputCurrencyAmount: half })
    // The service used it: the hold is the value of half the input, not the whole input value.
    await waitFor(() => expect(result.current.balance.data?.outstandingFastFillBalanceUsd).toBeGreaterThan(0))
    expect(result.current.balance.data?.outstandingFastFillBalanceUsd).toBeCloseTo(amountUsd / 2, 2)
  })

  test('behavior: StrictMode double mounting sends one fast fill per mutate', async () => {
    const t = start()
    const { requestId, amountUsd } = await quote(t)
    const { result } = renderHook(() => useFastFill({ sponsorWallet: sponsorOf(t) }), {
      client: t.client,
      strict: true,
    })
    await sleep(20)
    expect(t.fetch.count(FAST_FILL)).toBe(0) // mounting sends nothing
    act(() => result.current.mutate({ requestId, amountUsd }))
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    await sleep(20)
    expect(t.fetch.count(FAST_FILL)).toBe(1)
  })

  test('behavior: refuses client-side when the available balance cannot cover the request', async () => {
    const t = start({ initialAppBalanceUsd: 10 })
    const { requestId, amountUsd } = await quote(t)
    expect(amountUsd).toBeGreaterThan(10)
    const error = expectReason(
      await refusal(t.client, { requestId, amountUsd }, sponsorOf(t)),
      'insufficientBalance',
    )
    expect(error.details).toMatch(/Available 10 USD/)
    expect(error.status).toBeUndefined()
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
    expectReason(error, 'overMaxFillAmount')
    expect(t.fetch.count(FAST_FILL)).toBe(0)
  })

  test('behavior: amountUsd is the input value: the client refuses exactly when the service would', async () => {
    // A balance between the request's output and input values: enough for the output, not for the input.
    const { amountUsd, amountOutUsd } = await quote(start())
    expect(amountOutUsd).toBeLessThan(amountUsd)
    const t = start({ initialAppBalanceUsd: (amountOutUsd + amountUsd) / 2 })
    const { requestId } = await quote(t)
    const client = expectReason(
      await refusal(t.client, { requestId, amountUsd }, sponsorOf(t)),
      'insufficientBalance',
    )
    expect(client.status).toBeUndefined()
    expect(t.fetch.count(FAST_FILL)).toBe(0)
    // Sent without the client-side check, the service refuses it too: it holds the input value.
    const service = expectReason(await refusal(t.client, { requestId, amountUsd }), 'insufficientBalance')
    expect(service.status).toBe(403)
    expect(service.errorCode).toBe('INSUFFICIENT_APP_BALANCE')
  })

  test('behavior: without a sponsor wallet there is no client-side balance check', async () => {
    const t = start({ initialAppBalanceUsd: 10 })
    const { requestId, amountUsd } = await quote(t)
    expect(amountUsd).toBeGreaterThan(10)
    const error = expectReason(await refusal(t.client, { requestId, amountUsd }), 'insufficientBalance')
    expect(error.status).toBe(403) // the service's refusal: the fill was sent
    expect(t.fetch.calls.map((c) => c.pathname)).not.toContain(`/app-fees/${sponsorOf(t)}/balances`)
    expect(t.fetch.count(FAST_FILL)).toBe(1)
  })

  test('parameters: with a sponsor wallet, amountUsd is required (maxFillAmountUsd does not stand in), checked before any request', async () => {
    const t = start({ initialAppBalanceUsd: 500 })
    const { requestId, amountUsd } = await quote(t)
    const sent = t.fetch.count()
    for (const variables of [{ requestId }, { requestId, maxFillAmountUsd: 1000 }]) {
      const error = await refusal(t.client, variables, sponsorOf(t))
      expect(error).toBeInstanceOf(InvalidParameterError)
      expect((error as InvalidParameterError).parameter).toBe('amountUsd')
    }
    expect(t.fetch.count()).toBe(sent)
    // With amountUsd, the same fill (well within the balance and the cap) goes through.
    const { result } = renderHook(() => useFastFill({ sponsorWallet: sponsorOf(t) }), { client: t.client })
    act(() => result.current.mutate({ requestId, amountUsd, maxFillAmountUsd: 1000 }))
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
  })

  test('parameters: maxFillAmountUsd 0 is sent and refused by the service, not the client', async () => {
    const t = start()
    const { requestId } = await quote(t)
    const error = expectReason(
      await refusal(t.client, { requestId, maxFillAmountUsd: 0 }),
      'overMaxFillAmount',
    )
    expect(error.status).toBe(400)
    expect(error.errorCode).toBe('MAX_FILL_AMOUNT_EXCEEDED')
  })

  test('parameters: invalid variables are an InvalidParameterError and send nothing', async () => {
    const t = start()
    const { requestId, amountUsd } = await quote(t)
    const sent = t.fetch.count()
    for (const [variables, parameter] of [
      [{ requestId, solverInputCurrencyAmount: '0' }, 'solverInputCurrencyAmount'],
      [{ requestId, solverInputCurrencyAmount: '1e18' }, 'solverInputCurrencyAmount'],
      [{ requestId, maxFillAmountUsd: Number.POSITIVE_INFINITY }, 'maxFillAmountUsd'],
      [{ requestId, maxFillAmountUsd: -1 }, 'maxFillAmountUsd'],
      [{ requestId, amountUsd: Number.NaN }, 'amountUsd'],
      [{ requestId, amountUsd: -1 }, 'amountUsd'],
      [{ requestId, amountUsd: Number.POSITIVE_INFINITY }, 'amountUsd'],
      [{ requestId, amountUsd: 'abc' as unknown as number }, 'amountUsd'],
      [{ requestId: '', amountUsd }, 'requestId'],
      [{ requestId: undefined as unknown as string, amountUsd }, 'requestId'],
    ] as const) {
      // With and without a sponsor wallet: not even the balance is fetched.
      for (const sponsorWallet of [undefined, sponsorOf(t)]) {
        const error = await refusal(t.client, variables, sponsorWallet)
        expect(error).toBeInstanceOf(InvalidParameterError)
        expect((error as InvalidParameterError).parameter).toBe(parameter)
      }
    }
    expect(t.fetch.count()).toBe(sent)
  })

  // Every refusal of the simulator, through the hook: status + errorCode → one precise reason.
  const refusals: {
    title: string
    reason: FastFillErrorReason
    status: number
    errorCode: string | undefined
    run(t: TestSimulator, requestId: string): Promise<unknown>
    options?: Parameters<typeof createTestSimulator>[0]
  }[] = [
    {
      title: '403 INSUFFICIENT_APP_BALANCE',
      reason: 'insufficientBalance',
      status: 403,
      errorCode: 'INSUFFICIENT_APP_BALANCE',
      options: { initialAppBalanceUsd: 0.01 },
      run: (t, requestId) => refusal(t.client, { requestId }),
    },
    {
      title: '403 NO_SPONSOR_WALLET',
      reason: 'noSponsorWallet',
      status: 403,
      errorCode: 'NO_SPONSOR_WALLET',
      run: (t, requestId) => refusal(t.createClient({ apiKey: 'nolink-key' }), { requestId }),
    },
    {
      title: '400 MAX_FILL_AMOUNT_EXCEEDED',
      reason: 'overMaxFillAmount',
      status: 400,
      errorCode: 'MAX_FILL_AMOUNT_EXCEEDED',
      run: (t, requestId) => refusal(t.client, { requestId, maxFillAmountUsd: 1 }),
    },
    {
      title: '400 INVALID_INPUT (solverInputCurrencyAmount above the input)',
      reason: 'rejected',
      status: 400,
      errorCode: 'INVALID_INPUT',
      run: (t, requestId) =>
        refusal(t.client, { requestId, solverInputCurrencyAmount: `1${'0'.repeat(30)}` }),
    },
    {
      title: '409 ALREADY_PROCESSING',
      reason: 'alreadyProcessing',
      status: 409,
      errorCode: 'ALREADY_PROCESSING',
      run: async (t, requestId) => {
        await t.deposit(requestId)
        return refusal(t.client, { requestId })
      },
    },
    {
      title: '401 without an API key',
      reason: 'unauthorized',
      status: 401,
      errorCode: 'UNAUTHORIZED',
      run: (t, requestId) => refusal(t.createClient({ apiKey: undefined }), { requestId }),
    },
    {
      title: '404 for an unknown request',
      reason: 'notFound',
      status: 404,
      errorCode: undefined,
      run: (t) => refusal(t.client, { requestId: `0x${'42'.repeat(32)}` }),
    },
  ]
  for (const c of refusals)
    test(`behavior: ${c.title} is \`${c.reason}\``, async () => {
      const t = start(c.options)
      const { requestId } = await quote(t)
      const error = expectReason(await c.run(t, requestId), c.reason)
      expect(error.status).toBe(c.status)
      expect(error.errorCode).toBe(c.errorCode)
      expect(error.cause).toBeInstanceOf(HttpRequestError)
      expect((error.cause as HttpRequestError).status).toBe(c.status)
      expect(t.fetch.calls.filter((call) => call.pathname === FAST_FILL).map((call) => call.status)).toEqual([
        c.status,
      ])
    })
})
