import { describe, expect, test } from 'vitest'
import { createSimulator } from '../app/createSimulator'
import { addresses } from '../config/addresses'
import { confirmPermitDeposit } from './confirmPermitDeposit'
import { createTestRequest } from './createTestRequest'

describe('confirmPermitDeposit', () => {
  test('default', async () => {
    const sim = createSimulator()
    const usdc = sim.ctx.currency(8453, addresses.stablecoin)!
    const req = createTestRequest(sim.ctx, {
      currencyIn: usdc,
      amountIn: '1000000',
      features: ['gasless_execution'],
    })
    await confirmPermitDeposit(sim.ctx, req.id)
    const r = sim.ctx.store.get(req.id)!
    expect(r.statusHistory.map((h) => h.status)).toEqual(['waiting', 'depositing', 'pending'])
    expect(r.inTxs).toHaveLength(1)
    expect(r.inTxs[0]?.data.to).toBe(addresses.depository)
    await sim.ctx.clock.advance(3000)
    expect(r.status).toBe('success')
  })

  test('behavior: a request that is not waiting is left alone', async () => {
    const sim = createSimulator()
    const req = createTestRequest(sim.ctx, { status: 'pending' })
    await confirmPermitDeposit(sim.ctx, req.id)
    expect(sim.ctx.store.get(req.id)?.inTxs).toHaveLength(0)
    await expect(confirmPermitDeposit(sim.ctx, `0x${'00'.repeat(32)}`)).rejects.toThrow(/unknown request/)
  })
})
