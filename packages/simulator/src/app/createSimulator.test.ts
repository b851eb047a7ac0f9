import { describe, expect, test } from 'vitest'
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
})
