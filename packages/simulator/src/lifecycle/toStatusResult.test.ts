import { describe, expect, test } from 'vitest'
import { createSimulator } from '../app/createSimulator'
import { executeFastFill } from '../balances/executeFastFill'
import { addresses } from '../config/addresses'
import { synthesizeDeposit } from '../dev/synthesizeDeposit'
import { createTestRequest } from './createTestRequest'
import { ingestOriginTransaction } from './ingestOriginTransaction'
import { toStatusResult } from './toStatusResult'

describe('toStatusResult', () => {
  test('default', async () => {
    const sim = createSimulator()
    const req = createTestRequest(sim.ctx)
    expect(toStatusResult(sim.ctx.store.get(req.id)!)).toMatchObject({
      status: 'waiting',
      details: 'Waiting for the origin deposit to be indexed',
      inTxHashes: [],
      txHashes: [],
    })
    await ingestOriginTransaction(sim.ctx, synthesizeDeposit(sim.ctx, req))
    const pending = toStatusResult(sim.ctx.store.get(req.id)!)
    expect(pending.details).toBe('Deposit indexed; preparing the destination transaction')
    expect(pending.inTxHashes).toHaveLength(1)
  })

  test('behavior: a fast fill ahead of its deposit has its own wording, never "Deposit indexed"', async () => {
    const sim = createSimulator()
    const req = createTestRequest(sim.ctx, { apiKey: 'demo-key' })
    executeFastFill(sim.ctx, req.id, addresses.demoSponsor, 10_000_000n)
    const seen: Record<string, string> = {}
    const look = () => {
      const s = toStatusResult(sim.ctx.store.get(req.id)!)
      seen[s.status] = s.details
    }
    look()
    for (let i = 0; i < 10; i++) {
      await sim.ctx.clock.advance(500)
      look()
    }
    expect(seen).toEqual({
      pending: 'Fast fill: preparing the destination transaction before the origin deposit is indexed',
      submitted: 'Fast fill: destination transaction submitted before the origin deposit is indexed',
      success: 'Filled by fast fill: funds reached the recipient; the origin deposit is not yet indexed',
    })
    // once the deposit lands, the ordinary wording
    await ingestOriginTransaction(sim.ctx, synthesizeDeposit(sim.ctx, req))
    expect(toStatusResult(sim.ctx.store.get(req.id)!).details).toBe('Filled: funds reached the recipient')
  })
})
