import {
  expectInvalidParameter,
  startTestSimulators,
  testAddresses,
  testQuoteParameters,
} from '@crosspay/test'
import { describe, expect, test } from 'vitest'
import { createProxyHandler } from './createProxyHandler'
import type { CreateProxyHandlerParameters } from './resolveProxyOptions'

// `demo-key` has a linked sponsorship wallet with an app balance. Unsponsored, the test quote's fees that
// sponsorship covers come to 240000 (0.24 USD, 6-decimal units); the relay fee alone to 15000.
const apiKey = 'demo-key'
const upstream = 'http://sim.test'
const start = startTestSimulators()

type Quote = { fees: { subsidized?: { amount: string }; app: { amount: string } } }

/** A proxy in front of a fresh simulator; `sent` holds the JSON bodies that reached the simulator. */
function setup(options: Partial<CreateProxyHandlerParameters> = {}) {
  const sim = start().simulator
  const sent: Record<string, unknown>[] = []
  const handler = createProxyHandler({
    upstream,
    apiKey,
    fetch: async (input, init) => {
      sent.push(JSON.parse(new TextDecoder().decode(init.body as Uint8Array)))
      return sim.fetch(input, init)
    },
    ...options,
  })
  const post = (body: unknown, path = '/quote/v2', headers: Record<string, string> = {}) =>
    handler(
      new Request(`http://app.test${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    )
  const quote = async (body: Record<string, unknown>, path?: string) => {
    const response = await post({ ...testQuoteParameters, ...body }, path)
    expect(response.status).toBe(200)
    return ((await response.json()) as Quote).fees
  }
  return { sent, post, quote }
}

const greedy = {
  subsidizeFees: true,
  maxSubsidizationAmount: '100000000',
  subsidizeRent: true,
  sponsoredFeeComponents: ['execution', 'swap', 'relay'],
}

describe('createProxyHandler: quote sponsorship', () => {
  test('default', async () => {
    const { quote, sent } = setup()
    for (const path of ['/quote/v2', '/quote']) {
      const fees = await quote(greedy, path)
      expect(fees.subsidized, path).toBeUndefined()
    }
    for (const body of sent) {
      expect(body).toEqual(testQuoteParameters)
      for (const field of Object.keys(greedy)) expect(body).not.toHaveProperty(field)
    }
  })

  test('behavior: __proto__, constructor and prototype keys of a quote body are not forwarded', async () => {
    const { post, sent } = setup()
    const smuggled =
      '"__proto__":{"subsidizeFees":true,"maxSubsidizationAmount":"100000000"},"constructor":{}'
    const response = await post(
      `${JSON.stringify(testQuoteParameters).slice(0, -1)},${smuggled},"prototype":{}}`,
    )
    expect(response.status).toBe(200)
    expect(((await response.json()) as Quote).fees.subsidized).toBeUndefined()
    expect(Object.keys(sent[0] ?? {})).toEqual(Object.keys(testQuoteParameters))
  })

  test('parameters: sponsorship sponsors every quote, within the server cap', async () => {
    const { quote, sent } = setup({ sponsorship: { maxSubsidizationAmount: '10000' } })
    // The client asks for more than the server allows: the server cap applies.
    expect((await quote(greedy)).subsidized?.amount).toBe('10000')
    expect(sent[0]).toEqual({ ...testQuoteParameters, subsidizeFees: true, maxSubsidizationAmount: '10000' })
    // Sponsored without asking, on both quote paths.
    expect((await quote({}, '/quote')).subsidized?.amount).toBe('10000')
    // A lower client cap is kept.
    expect((await quote({ subsidizeFees: true, maxSubsidizationAmount: '4000' })).subsidized?.amount).toBe(
      '4000',
    )
  })

  test('parameters: sponsorship with a cap above the fees sponsors them in full', async () => {
    const { quote } = setup({ sponsorship: { maxSubsidizationAmount: '1000000' } })
    expect((await quote({})).subsidized?.amount).toBe('240000')
  })

  test('parameters: sponsorship.sponsoredFeeComponents and subsidizeRent replace the client choices', async () => {
    const { quote, sent } = setup({
      sponsorship: { maxSubsidizationAmount: '1000000', sponsoredFeeComponents: ['relay'] },
    })
    expect((await quote(greedy)).subsidized?.amount).toBe('15000')
    expect(sent[0]?.sponsoredFeeComponents).toEqual(['relay'])
    expect(sent[0]).not.toHaveProperty('subsidizeRent')

    const rent = setup({ sponsorship: { maxSubsidizationAmount: '1000000', subsidizeRent: true } })
    await rent.quote({ sponsoredFeeComponents: ['app'] })
    expect(rent.sent[0]).toMatchObject({ subsidizeFees: true, subsidizeRent: true })
    expect(rent.sent[0]).not.toHaveProperty('sponsoredFeeComponents')
  })

  test('behavior: a quote body that is not a JSON object gets 400 INVALID_INPUT without reaching the service', async () => {
    const { post, sent } = setup()
    for (const body of ['{"user":', '', '[1,2]', 'null', '42', '"text"']) {
      const response = await post(body)
      expect(response.status, body).toBe(400)
      expect(await response.json(), body).toEqual({
        message: 'Invalid body: expected a JSON object',
        errorCode: 'INVALID_INPUT',
      })
    }
    expect(sent).toHaveLength(0)
  })

  test('parameters: transformQuote runs after the policy and may enforce app fees', async () => {
    const seen: Record<string, unknown>[] = []
    const appFees = [{ recipient: testAddresses.user, fee: '100' }]
    const { quote, sent } = setup({
      sponsorship: { maxSubsidizationAmount: '10000' },
      transformQuote: async (body, request) => {
        seen.push(body)
        expect(request.url).toBe('http://app.test/quote/v2')
        return { ...body, appFees }
      },
    })
    const fees = await quote({ ...greedy, appFees: [] })
    expect(seen[0]).toMatchObject({ subsidizeFees: true, maxSubsidizationAmount: '10000', appFees: [] })
    expect(sent[0]?.appFees).toEqual(appFees)
    expect(BigInt(fees.app.amount)).toBeGreaterThan(0n)
  })

  test('parameters: transformQuote may answer itself; the service is not contacted', async () => {
    const { post, sent } = setup({
      cors: { origin: 'https://dapp.example' },
      transformQuote: () =>
        Response.json({ message: 'Sign in first', errorCode: 'UNAUTHORIZED' }, { status: 401 }),
    })
    const response = await post(testQuoteParameters, '/quote/v2', { origin: 'https://dapp.example' })
    expect(response.status).toBe(401)
    expect(response.headers.get('access-control-allow-origin')).toBe('https://dapp.example')
    expect(await response.json()).toEqual({ message: 'Sign in first', errorCode: 'UNAUTHORIZED' })
    expect(sent).toHaveLength(0)
  })

  test('parameters: invalid sponsorship and transformQuote throw InvalidParameterError naming the option', () => {
    const make = (options: Record<string, unknown>) => () =>
      createProxyHandler({ upstream, apiKey, ...options } as CreateProxyHandlerParameters)
    const cap = 'createProxyHandler.sponsorship.maxSubsidizationAmount'
    expectInvalidParameter(make({ sponsorship: true }), 'createProxyHandler.sponsorship')
    expectInvalidParameter(make({ sponsorship: {} }), cap, /required/)
    for (const value of [1000, '1.5', '-1', '01', ''])
      expectInvalidParameter(make({ sponsorship: { maxSubsidizationAmount: value } }), cap)
    const policy = { maxSubsidizationAmount: '1' }
    expectInvalidParameter(
      make({ sponsorship: { ...policy, subsidizeRent: 'yes' } }),
      'createProxyHandler.sponsorship.subsidizeRent',
    )
    for (const components of ['relay', ['gas'], ['relay', 'relay']])
      expectInvalidParameter(
        make({ sponsorship: { ...policy, sponsoredFeeComponents: components } }),
        'createProxyHandler.sponsorship.sponsoredFeeComponents',
      )
    expectInvalidParameter(make({ transformQuote: 'x' }), 'createProxyHandler.transformQuote')
    expect(make({ sponsorship: false })).not.toThrow()
    expect(
      make({ sponsorship: { ...policy, subsidizeRent: true, sponsoredFeeComponents: [] } }),
    ).not.toThrow()
  })
})
