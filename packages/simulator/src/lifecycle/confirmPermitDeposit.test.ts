import { describe, expect, test } from 'vitest'
import { createSimulator } from '../app/createSimulator'
import { addresses } from '../config/addresses'
import type { SimContext } from '../model/SimContext'
import { confirmPermitDeposit } from './confirmPermitDeposit'
import { createTestRequest } from './createTestRequest'
import { createVirtualBackend } from './createVirtualBackend'

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

  test('behavior: a permit pull that keeps failing ends as failure (TRANSFER_FROM_FAILED, nothing to refund)', async () => {
    let pulls = 0
    // The virtual backend whose permit pull reverts, as an anvil pull without the user's approval does.
    const sim = createSimulator({
      backend: (ctx: SimContext) => ({
        ...createVirtualBackend(ctx),
        executePermitDeposit: async () => {
          pulls++
          throw new Error('transferFrom reverted')
        },
      }),
    })
    const statuses: string[] = []
    sim.ctx.events.on('request.status.updated', ({ request }) => statuses.push(request.status))
    const req = createTestRequest(sim.ctx, { features: ['gasless_execution'] })
    await confirmPermitDeposit(sim.ctx, req.id)
    expect(sim.ctx.store.get(req.id)?.status).toBe('depositing')
    await sim.ctx.clock.advance(15_000) // retries 1–4 (1 s, 2 s, 4 s, 8 s backoff): still depositing
    expect(sim.ctx.store.get(req.id)?.status).toBe('depositing')
    await sim.ctx.clock.advance(60_000)
    const r = sim.ctx.store.get(req.id)!
    expect(pulls).toBe(6) // the first pull and 5 retries
    expect(r).toMatchObject({ status: 'failure', failReason: 'TRANSFER_FROM_FAILED', refundFailReason: null })
    expect(r.statusHistory.map((h) => h.status)).toEqual(['waiting', 'depositing', 'failure'])
    expect(statuses).toEqual(['depositing', 'failure'])
    expect(r.inTxs).toHaveLength(0)
    const status = await (await sim.fetch(`http://sim/intents/status/v3?requestId=${req.id}`)).json()
    expect(status).toMatchObject({ status: 'failure', failReason: 'TRANSFER_FROM_FAILED', inTxHashes: [] })
    expect(sim.ctx.clock.pending()).toBe(0)
  })
})
