import { describe, expect, test } from 'vitest'
import { createSimulator } from '../app/createSimulator'
import { postTestQuote } from './testing/postTestQuote'

describe('registerQuoteRoutes', () => {
  test('default', async () => {
    const sim = createSimulator()
    const res = await postTestQuote(sim, {}, { key: null })
    expect(res.status).toBe(200)
    expect(sim.ctx.store.get(res.body.steps[0].requestId)).toMatchObject({ apiKey: null, apiKeyName: null })
  })

  test('behavior: POST /quote answers like /quote/v2', async () => {
    const sim = createSimulator()
    const res = await postTestQuote(sim, {}, { path: '/quote' })
    expect(res.status).toBe(200)
    expect(res.body.steps[0].id).toBe('deposit')
    expect(sim.ctx.store.size).toBe(1)
  })

  test('behavior: the key may come as Authorization: Bearer', async () => {
    const sim = createSimulator()
    const res = await postTestQuote(
      sim,
      { subsidizeFees: true },
      { key: null, headers: { authorization: 'Bearer demo-key' } },
    )
    expect(res.status).toBe(200)
    // The key was read: the sponsor pays the destination fees (relayer gas + service), in 6-decimal USD units.
    const fees = res.body.fees
    const amount = BigInt(fees.subsidized.amount)
    expect(amount).toBeGreaterThan(0n)
    const sponsorship = sim.ctx.store.get(res.body.steps[0].requestId)!.sponsorship!
    expect(fees.subsidized.amount).toBe(sponsorship.sponsoredTotal.amount)
    const components = sponsorship.components
    expect(amount).toBe(
      BigInt(components.execution.sponsored.amount) +
        BigInt(components.platform.sponsored.amount) +
        BigInt(components.swap.sponsored.amount),
    )
    expect(components.app.sponsored.amount).toBe('0')
    const destinationUsd6 = Math.round(
      (Number(fees.relayerGas.amountUsd) + Number(fees.relayerService.amountUsd)) * 1e6,
    )
    expect(Math.abs(Number(amount) - destinationUsd6)).toBeLessThanOrEqual(2)
    expect(fees.subsidized.amountUsd).toBe((Number(amount) / 1e6).toFixed(6))
    expect(fees.subsidized.currency).toMatchObject({ chainId: 8453, decimals: 6 })
  })

  test('behavior: rule 4 — a sponsored gas top-up is covered, origin gas is not', async () => {
    const sim = createSimulator()
    const topup = { topupGas: true, topupGasAmount: '5000000' }
    const plain = await postTestQuote(sim, { subsidizeFees: true })
    const topped = await postTestQuote(sim, { subsidizeFees: true, ...topup })
    const diff = BigInt(topped.body.fees.subsidized.amount) - BigInt(plain.body.fees.subsidized.amount)
    expect(diff).toBeGreaterThanOrEqual(4_999_999n) // the 5 USD top-up, within rounding
    expect(diff).toBeLessThanOrEqual(5_000_001n)
    // the sponsored total never includes the origin gas the user pays
    const fees = topped.body.fees
    const destinationUsd = Number(fees.relayerGas.amountUsd) + Number(fees.relayerService.amountUsd)
    expect(Number(fees.subsidized.amountUsd)).toBeCloseTo(destinationUsd, 5)
    expect(Number(fees.gas.amountUsd)).toBeGreaterThan(0)
  })
})
