import { describe, expect, test } from 'vitest'
import { createSimulator } from '../app/createSimulator'
import { addresses } from '../config/addresses'
import { createTestRequest } from '../lifecycle/createTestRequest'
import { creditBackFastFillDebit } from './creditBackFastFillDebit'
import { executeFastFill } from './executeFastFill'

describe('creditBackFastFillDebit', () => {
  test('default', async () => {
    const sim = createSimulator()
    const req = createTestRequest(sim.ctx)
    executeFastFill(sim.ctx, req.id, addresses.demoSponsor, 30_000_000n)
    await sim.ctx.clock.advance(req.deadline - sim.ctx.clock.now())
    expect(sim.ctx.ledger.totalUsd6(addresses.demoSponsor)).toBe(970_000_000n)
    creditBackFastFillDebit(sim.ctx, req.id, `0x${'ab'.repeat(32)}`)
    expect(sim.ctx.ledger.summary(addresses.demoSponsor)).toMatchObject({
      balances: [{ currency: { chainId: 8453, address: addresses.stablecoin }, amount: '1000000000' }],
      totalBalanceUsd: 1000,
    })
    expect(sim.ctx.ledger.entries(addresses.demoSponsor).at(-1)).toMatchObject({
      kind: 'deposit',
      usd6: 30_000_000n,
      txHash: `0x${'ab'.repeat(32)}`,
    })
    expect(sim.ctx.store.get(req.id)?.fastFill?.state).toBe('released')
    // Once only.
    creditBackFastFillDebit(sim.ctx, req.id, `0x${'ab'.repeat(32)}`)
    expect(sim.ctx.ledger.totalUsd6(addresses.demoSponsor)).toBe(1_000_000_000n)
  })

  test('behavior: a hold still held (or no fast fill) credits nothing', () => {
    const sim = createSimulator()
    const held = createTestRequest(sim.ctx)
    executeFastFill(sim.ctx, held.id, addresses.demoSponsor, 30_000_000n)
    const plain = createTestRequest(sim.ctx)
    creditBackFastFillDebit(sim.ctx, held.id, '0x01')
    creditBackFastFillDebit(sim.ctx, plain.id, '0x02')
    expect(sim.ctx.ledger.summary(addresses.demoSponsor)).toMatchObject({
      totalBalanceUsd: 1000,
      outstandingFastFillBalanceUsd: 30,
    })
    expect(sim.ctx.store.get(held.id)?.fastFill?.state).toBe('held')
  })
})
