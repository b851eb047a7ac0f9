import { describe, expect, test } from 'vitest'
import { addresses } from '../config/addresses'
import { createSimulator } from './createSimulator'

describe('createSimulator', () => {
  test('default', async () => {
    const sim = createSimulator()
    const res = await sim.fetch('http://sim/chains')
    expect(res.status).toBe(200)
    const body = (await res.json()) as { chains: { id: number; disabled: boolean; vmType: string }[] }
    expect(body.chains.map((c) => c.id)).toEqual([8453, 10, 42161, 7777777, 792703809])
    expect(body.chains.find((c) => c.id === 42161)?.disabled).toBe(true)
    expect(body.chains.some((c) => c.vmType === 'svm')).toBe(true)
    await sim.close()
  })

  test('behavior: unknown routes answer 404 JSON', async () => {
    const sim = createSimulator()
    const res = await sim.fetch('http://sim/nope')
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ message: expect.stringContaining('/nope') })
  })

  test('behavior: demo-key sponsor wallet starts with 1,000 USD', () => {
    const sim = createSimulator()
    const wallet = sim.ctx.apiKey('demo-key')!.sponsorWallet!
    expect(sim.ctx.ledger.summary(wallet)).toMatchObject({ totalBalanceUsd: 1000, availableBalanceUsd: 1000 })
  })

  test('behavior: ctx.currency matches EVM addresses in any case, SVM (base58) addresses exactly', () => {
    const { ctx } = createSimulator()
    expect(ctx.currency(8453, addresses.stablecoin.toUpperCase().replace('0X', '0x'))?.address).toBe(
      addresses.stablecoin,
    )
    expect(ctx.currency(8453, addresses.stablecoin.toLowerCase())?.address).toBe(addresses.stablecoin)
    expect(ctx.currency(792703809, addresses.svmUsdc)?.address).toBe(addresses.svmUsdc)
    // base58 is case-sensitive: one letter's case changed is another (unsupported) mint
    const recased = addresses.svmUsdc.replace('E', 'e')
    expect(recased).not.toBe(addresses.svmUsdc)
    expect(ctx.currency(792703809, recased)).toBeUndefined()
    expect(ctx.currency(792703809, addresses.svmUsdc.toLowerCase())).toBeUndefined()
  })

  test('behavior: a CORS preflight with x-api-key is allowed (204, origin, allowed headers), not rate-limited', async () => {
    const sim = createSimulator({ rateLimits: { anonymousQuote: 1, anonymous: 1, keyed: 1 } })
    for (let i = 0; i < 3; i++) {
      const res = await sim.fetch('http://sim/requests/v3', {
        method: 'OPTIONS',
        headers: {
          origin: 'http://app.example',
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'x-api-key',
        },
      })
      expect(res.status).toBe(204)
      expect(res.headers.get('access-control-allow-origin')).toBe('*')
      const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/\s*,\s*/)
      expect(allowed).toEqual(expect.arrayContaining(['x-api-key', 'content-type', 'authorization']))
      expect(res.headers.get('access-control-allow-methods')).toMatch(/POST/)
    }
  })

  test('behavior: normal answers carry Access-Control-Allow-Origin and expose the v2 deprecation headers', async () => {
    const sim = createSimulator({ now: '2026-08-01T00:00:00Z' })
    const origin = { origin: 'http://app.example' }
    const chains = await sim.fetch('http://sim/chains', { headers: origin })
    expect(chains.status).toBe(200)
    expect(chains.headers.get('access-control-allow-origin')).toBe('*')
    const v2 = await sim.fetch('http://sim/requests/v2', { headers: origin })
    expect(v2.headers.get('access-control-allow-origin')).toBe('*')
    expect(v2.headers.get('access-control-expose-headers')).toMatch(/Deprecation.*Sunset.*Link/)
    // errors too (a browser must be able to read a 401 body)
    const denied = await sim.fetch('http://sim/requests/v3', { headers: origin })
    expect(denied.status).toBe(401)
    expect(denied.headers.get('access-control-allow-origin')).toBe('*')
  })
})
