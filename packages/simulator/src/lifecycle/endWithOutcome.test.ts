import { describe, expect, test } from 'vitest'
import { createSimulator } from '../app/createSimulator'
import { postToSim } from '../app/testing/postToSim'
import { addresses } from '../config/addresses'
import { testQuoteBody } from '../node/testing/testQuoteBody'

const body = testQuoteBody({
  user: '0x1111111111111111111111111111111111111111',
  originCurrency: addresses.stablecoin,
  destinationCurrency: addresses.stablecoin,
  amount: '10000000',
})

function setup() {
  const sim = createSimulator({ rateLimits: false, now: '2026-08-01T00:00:00Z' })
  const post = (path: string, b: unknown) => postToSim(sim, path, b)
  return { sim, post }
}

describe('endWithOutcome', () => {
  test('behavior: a fast-filled request planned to be refunded sends nothing before its deposit, then refunds the deposit', async () => {
    const { sim, post } = setup()
    const quote = (await (await post('/quote/v2', body)).json()) as { steps: { requestId: string }[] }
    const id = quote.steps.at(-1)!.requestId
    expect((await post('/__sim/outcome', { requestId: id, status: 'refund' })).status).toBe(200)
    expect((await post('/fast-fill', { requestId: id })).status).toBe(200)
    expect(sim.ctx.ledger.hasHold(id)).toBe(true)

    await sim.ctx.clock.advance(10_000)
    const before = sim.ctx.store.get(id)!
    // Nothing was deposited: nothing is sent back, and the fill that did not happen holds nothing.
    expect(before.status).toBe('pending')
    expect(before.outTxs).toEqual([])
    expect(sim.ctx.ledger.hasHold(id)).toBe(false)
    expect(before.fastFill?.state).toBe('released')

    expect((await post('/__sim/deposit', { requestId: id, amount: '9000000' })).status).toBe(200)
    await sim.ctx.clock.advance(10_000)
    const after = sim.ctx.store.get(id)!
    expect(after.status).toBe('refund')
    expect(after.outTxs.map((t) => t.kind)).toEqual(['refund'])
    // Exactly what was deposited goes back.
    expect(after.deposited?.amount).toBe('9000000')
  })

  test('behavior: a planned failure of a fast-filled request releases its hold', async () => {
    const { sim, post } = setup()
    const quote = (await (await post('/quote/v2', body)).json()) as { steps: { requestId: string }[] }
    const id = quote.steps.at(-1)!.requestId
    await post('/__sim/outcome', { requestId: id, status: 'failure' })
    await post('/fast-fill', { requestId: id })
    await sim.ctx.clock.advance(10_000)
    expect(sim.ctx.store.get(id)?.status).toBe('failure')
    expect(sim.ctx.ledger.hasHold(id)).toBe(false)
    expect(sim.ctx.store.get(id)?.outTxs).toEqual([])
  })
})
