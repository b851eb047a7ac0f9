import { createSimulator } from '@crosspay/simulator'
import { quoteRequestId } from '@crosspay/test'
import { describe, expect, test } from 'vitest'
import { countingFetch } from '../../test/fixtures/countingFetch'
import { FastFillError } from '../errors/FastFillError'
import { HttpRequestError } from '../errors/HttpRequestError'
import { InvalidParameterError } from '../errors/InvalidParameterError'
import { RateLimitError } from '../errors/RateLimitError'
import { createClient } from './createClient'
import { fastFill } from './fastFill'
import { getAppBalance } from './getAppBalance'
import { getRequestStatus } from './getRequestStatus'

const sponsor = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'

function setup(options: Parameters<typeof createSimulator>[0] = {}, apiKey = 'demo-key') {
  const sim = createSimulator(options)
  const client = createClient({ baseUrl: 'http://sim', apiKey, fetch: sim.fetch })
  const quoted = () => quoteRequestId(client)
  /** Quotes a request, lands its deposit (`POST /__sim/deposit`) and moves the clock `advanceMs` on; resolves its id. */
  const deposited = async (advanceMs: number) => {
    const requestId = await quoted()
    await sim.fetch('http://sim/__sim/deposit', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requestId }),
    })
    await sim.ctx.clock.advance(advanceMs)
    return requestId
  }
  return { sim, client, quoted, deposited }
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e as FastFillError,
  )

/** fastFill of a fresh quote with `maxFillAmountUsd`, checked refused as over the cap (400 MAX_FILL_AMOUNT_EXCEEDED). */
const overMaxFill = async (maxFillAmountUsd: number) => {
  const { client, quoted } = setup()
  const error = await failure(fastFill(client, { requestId: await quoted(), maxFillAmountUsd }))
  expect(error).toBeInstanceOf(FastFillError)
  expect(error?.reason).toBe('overMaxFillAmount')
  expect(error?.status).toBe(400)
  expect(error?.errorCode).toBe('MAX_FILL_AMOUNT_EXCEEDED')
  return error
}

describe('fastFill', () => {
  test('default: queued, a hold is placed, the request fills without a deposit', async () => {
    const { sim, client, quoted } = setup()
    const requestId = await quoted()
    const result = await fastFill(client, { requestId, maxFillAmountUsd: 500 })
    expect(result.message).toMatch(/queued/i)
    const balance = await getAppBalance(client, { wallet: sponsor })
    expect(balance.outstandingFastFillBalanceUsd).toBeGreaterThan(0)
    expect(balance.availableBalanceUsd).toBeLessThan(balance.totalBalanceUsd)
    await sim.ctx.clock.advance(30_000)
    expect((await getRequestStatus(client, { requestId })).status).toBe('success')
    expect((await fastFill(client, { requestId })).message).toMatch(/already/i)
  })

  test('parameters: invalid parameters throw before any request', async () => {
    const sim = createSimulator()
    const counter = countingFetch(sim.fetch)
    const client = createClient({ baseUrl: 'http://sim', apiKey: 'demo-key', fetch: counter.fetch })
    for (const parameters of [
      { requestId: '' },
      { requestId: '0x1', maxFillAmountUsd: -1 },
      { requestId: '0x1', maxFillAmountUsd: Number.NaN },
      { requestId: '0x1', maxFillAmountUsd: Number.POSITIVE_INFINITY },
      { requestId: '0x1', solverInputCurrencyAmount: '1.5' },
      { requestId: '0x1', solverInputCurrencyAmount: '0' },
      { requestId: '0x1', solverInputCurrencyAmount: '' },
      { requestId: '0x1', solverInputCurrencyAmount: 5 as unknown as string },
    ])
      await expect(fastFill(client, parameters)).rejects.toBeInstanceOf(InvalidParameterError)
    expect(counter.count()).toBe(0)
  })

  test('parameters: maxFillAmountUsd 0 is valid and sent; the service refuses any request worth more', async () => {
    await overMaxFill(0)
  })

  test('behavior: 400 when the request value exceeds maxFillAmountUsd', async () => {
    const error = await overMaxFill(0.01)
    expect(error?.shortMessage).toMatch(/maxFillAmountUsd/)
    expect((error?.cause as HttpRequestError | undefined)?.bodyMessage).toBeTruthy()
  })

  test('behavior: 401 without an API key', async () => {
    const { quoted } = setup()
    const requestId = await quoted()
    const sim = createSimulator()
    const client = createClient({ baseUrl: 'http://sim', fetch: sim.fetch })
    const error = await failure(fastFill(client, { requestId }))
    expect(error?.reason).toBe('unauthorized')
    expect(error?.status).toBe(401)
    expect(error?.shortMessage).toMatch(/API key/)
  })

  test('behavior: 403 when the key has no linked sponsorship wallet', async () => {
    const { client, quoted } = setup({}, 'nolink-key')
    const error = await failure(fastFill(client, { requestId: await quoted() }))
    expect(error?.reason).toBe('noSponsorWallet')
    expect(error?.status).toBe(403)
    expect(error?.errorCode).toBe('NO_SPONSOR_WALLET')
    expect(error?.shortMessage).toMatch(/sponsorship wallet/)
  })

  test('behavior: 403 when the available balance is below the fill', async () => {
    const { client, quoted } = setup({ initialAppBalanceUsd: 0.01 })
    const error = await failure(fastFill(client, { requestId: await quoted() }))
    expect(error?.reason).toBe('insufficientBalance')
    expect(error?.status).toBe(403)
    expect(error?.errorCode).toBe('INSUFFICIENT_APP_BALANCE')
    expect(error?.shortMessage).toMatch(/balance/)
  })

  test('behavior: 404 for an unknown request', async () => {
    const { client } = setup()
    const error = await failure(fastFill(client, { requestId: `0x${'cd'.repeat(32)}` }))
    expect(error?.reason).toBe('notFound')
    expect(error?.status).toBe(404)
    expect(error?.shortMessage).toMatch(/does not know/)
    expect(error?.message).toContain('Request not found')
  })

  test('behavior: 409 once the deposit is already being processed', async () => {
    const { client, deposited } = setup()
    const requestId = await deposited(2_500)
    const error = await failure(fastFill(client, { requestId }))
    expect(error?.reason).toBe('alreadyProcessing')
    expect(error?.status).toBe(409)
    expect(error?.errorCode).toBe('ALREADY_PROCESSING')
    expect(error?.shortMessage).toMatch(/already being processed/)
  })

  test('behavior: 409 for a finished request says it is finished, not that it is being processed', async () => {
    const { client, deposited } = setup()
    const requestId = await deposited(30_000)
    expect((await getRequestStatus(client, { requestId })).status).toBe('success')
    const error = await failure(fastFill(client, { requestId }))
    expect(error?.reason).toBe('alreadyFinished')
    expect(error?.status).toBe(409)
    expect(error?.errorCode).toBe('ALREADY_FINISHED')
    expect(error?.shortMessage).toBe(
      'Fast fill refused: this request is already finished; nothing is left to fill.',
    )
    expect(error?.message).toContain('already finished (success)')
    expect(error?.shortMessage).not.toMatch(/being processed/)
  })

  test('behavior: a 5xx is not a refusal: it stays an HttpRequestError', async () => {
    const client = createClient({
      baseUrl: 'http://sim',
      apiKey: 'demo-key',
      fetch: async () => new Response(JSON.stringify({ message: 'boom' }), { status: 502 }),
    })
    const error = await failure(fastFill(client, { requestId: `0x${'cd'.repeat(32)}` }))
    expect(error).not.toBeInstanceOf(FastFillError)
    expect(error).toBeInstanceOf(HttpRequestError)
  })

  test('behavior: 429 stays a RateLimitError', async () => {
    const { client, quoted } = setup({ rateLimits: { anonymousQuote: 1, anonymous: 1, keyed: 1 } })
    const requestId = await quoted()
    await expect(fastFill(client, { requestId })).rejects.toBeInstanceOf(RateLimitError)
  })
})
