import { createSimulator } from '@crosspay/simulator'
import { testQuoteParameters as parameters } from '@crosspay/test'
import { describe, expect, test } from 'vitest'
import { countingFetch } from '../../test/fixtures/countingFetch'
import { createWarnedClient } from '../../test/fixtures/createWarnedClient'
import { rewriteJsonFetch } from '../../test/fixtures/rewriteJsonFetch'
import { HttpRequestError } from '../errors/HttpRequestError'
import { InvalidParameterError } from '../errors/InvalidParameterError'
import { RateLimitError } from '../errors/RateLimitError'
import { ResponseShapeError } from '../errors/ResponseShapeError'
import { isSignatureStep } from '../schemas/isSignatureStep'
import { isTransactionStep } from '../schemas/isTransactionStep'
import { createClient } from './createClient'
import { getQuote } from './getQuote'

function setup(options: Parameters<typeof createSimulator>[0] = {}) {
  const sim = createSimulator(options)
  const counter = countingFetch(sim.fetch)
  const { client, warnings } = createWarnedClient({ apiKey: 'demo-key', fetch: counter.fetch })
  return { sim, client, warnings, counter }
}

describe('getQuote', () => {
  test('default', async () => {
    const { client, warnings } = setup()
    const quote = await getQuote(client, parameters)
    expect(quote.steps.length).toBeGreaterThan(0)
    const deposit = quote.steps.find((s) => s.id === 'deposit')
    expect(deposit && isTransactionStep(deposit)).toBe(true)
    if (!deposit || !isTransactionStep(deposit)) return
    expect(deposit.requestId).toMatch(/^0x[0-9a-f]{64}$/i)
    expect(deposit.items[0]?.data.chainId).toBe(8453)
    expect(deposit.items[0]?.check?.endpoint).toBe(`/intents/status/v3?requestId=${deposit.requestId}`)
    expect(typeof quote.details.currencyIn?.amount).toBe('string')
    expect(typeof quote.fees.gas?.amountUsd).toBe('string')
    expect(warnings).toEqual([])
  })

  test('parameters: usePermit on the stablecoin gives a typed signature step', async () => {
    const { client, warnings } = setup()
    const stablecoin = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
    const quote = await getQuote(client, {
      ...parameters,
      originCurrency: stablecoin,
      destinationCurrency: stablecoin,
      amount: '5000000',
      usePermit: true,
    })
    const signature = quote.steps.find(isSignatureStep)
    expect(signature?.kind).toBe('signature')
    const sign = signature?.items[0]?.data.sign
    expect(['eip191', 'eip712']).toContain(sign?.signatureKind)
    expect(signature?.items[0]?.data.post?.method).toBe('POST')
    expect(warnings.filter((w) => w.code === 'unknown-value')).toEqual([])
  })

  test('parameters: invalid parameters throw before any request', async () => {
    const { client, counter } = setup()
    const error = await getQuote(client, { ...parameters, amount: '1.5' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidParameterError)
    expect((error as InvalidParameterError).parameter).toBe('amount')
    expect(counter.count()).toBe(0)
  })

  test('parameters: accepted-but-misleading combinations warn once', async () => {
    const { client, warnings } = setup()
    await getQuote(client, { ...parameters, subsidizeRent: true })
    await getQuote(client, { ...parameters, subsidizeRent: true })
    const notes = warnings.filter((w) => w.code === 'quote-parameters')
    expect(notes).toHaveLength(1)
    expect(notes[0]?.data?.code).toBe('RENT_WITHOUT_SUBSIDIZE_FEES')
  })

  test('behavior: 400 carries the errorCode and the body message', async () => {
    const { client } = setup()
    const error = await getQuote(client, { ...parameters, destinationChainId: 424242 }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(HttpRequestError)
    const http = error as HttpRequestError
    expect(http.status).toBe(400)
    expect(http.errorCode).toBe('UNSUPPORTED_CHAIN')
    expect(http.bodyMessage).toBeTruthy()
    expect(http.message).toContain(http.bodyMessage as string)
  })

  test('behavior: 400 AMOUNT_TOO_LOW', async () => {
    const { client } = setup()
    const error = await getQuote(client, { ...parameters, amount: '1' }).catch((e: unknown) => e)
    expect((error as HttpRequestError).errorCode).toBe('AMOUNT_TOO_LOW')
  })

  test('behavior: 401 for an unknown key', async () => {
    const sim = createSimulator()
    const client = createClient({ baseUrl: 'http://sim', apiKey: 'wrong-key', fetch: sim.fetch })
    const error = await getQuote(client, parameters).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).status).toBe(401)
    expect((error as HttpRequestError).errorCode).toBe('UNAUTHORIZED')
  })

  test('behavior: 429 is a RateLimitError', async () => {
    const { client } = setup({ rateLimits: { anonymousQuote: 1, anonymous: 1, keyed: 1 } })
    await getQuote(client, parameters)
    const error = await getQuote(client, parameters).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RateLimitError)
    expect((error as RateLimitError).status).toBe(429)
    expect((error as RateLimitError).message).toMatch(/rate limit/i)
  })

  test('behavior: a malformed body is a ResponseShapeError with the path', async () => {
    const sim = createSimulator()
    const broken = rewriteJsonFetch(sim.fetch, (body) => {
      const quote = body as { steps: { items: { data: Record<string, unknown> }[] }[] }
      for (const step of quote.steps)
        for (const item of step.items) item.data = { ...item.data, chainId: 'eight' }
      return quote
    })
    const client = createClient({ baseUrl: 'http://sim', apiKey: 'demo-key', fetch: broken.fetch })
    const error = await getQuote(client, parameters).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ResponseShapeError)
    expect((error as ResponseShapeError).endpoint).toBe('POST /quote/v2')
    expect((error as ResponseShapeError).path).toBe('steps[0].items[0].data.chainId')
  })

  test('behavior: unknown fields pass and an unknown step item status warns once', async () => {
    const sim = createSimulator()
    const surprising = rewriteJsonFetch(sim.fetch, (body) => {
      const quote = body as { steps: { items: { status: string }[] }[]; newTopLevel?: number }
      for (const step of quote.steps) for (const item of step.items) item.status = 'queued'
      quote.newTopLevel = 1
      return quote
    })
    const { client, warnings } = createWarnedClient({ fetch: surprising.fetch })
    const quote = await getQuote(client, parameters)
    expect(quote.steps[0]?.items[0]?.status).toBe('queued')
    expect((quote as Record<string, unknown>).newTopLevel).toBe(1)
    await getQuote(client, parameters)
    expect(warnings.filter((w) => w.code === 'unknown-value')).toEqual([
      expect.objectContaining({
        data: { endpoint: 'POST /quote/v2', field: 'step item status', value: 'queued' },
      }),
    ])
  })
})
