import { describe, expect, test, vi } from 'vitest'
import { createSimulator } from '../app/createSimulator'
import { executeFastFill } from '../balances/executeFastFill'
import { addresses } from '../config/addresses'
import { synthesizeDeposit } from '../dev/synthesizeDeposit'
import { createStatusStream } from '../events/createStatusStream'
import { createTestRequest } from './createTestRequest'
import { ingestOriginTransaction } from './ingestOriginTransaction'
import { toSimTx } from './toSimTx'
import { updateRequest } from './updateRequest'

describe('updateRequest', () => {
  test('default', async () => {
    const sim = createSimulator()
    const req = createTestRequest(sim.ctx)
    const events: { previous: string | null; inTxHashes: number }[] = []
    sim.ctx.events.on('request.status.updated', ({ request, previous }) =>
      events.push({ previous, inTxHashes: request.inTxs.length }),
    )
    await sim.ctx.clock.advance(1234)
    const tx = toSimTx(synthesizeDeposit(sim.ctx, req))
    const r = updateRequest(sim.ctx, req.id, (x) => {
      x.inTxs = [tx]
    })
    expect(r?.updatedAt).toBe(sim.ctx.clock.now())
    expect(r?.status).toBe('waiting')
    expect(events).toEqual([{ previous: 'waiting', inTxHashes: 1 }])
  })

  test('behavior: a change no client sees keeps updatedAt and emits nothing', async () => {
    const sim = createSimulator()
    const req = createTestRequest(sim.ctx)
    const before = req.updatedAt
    const listener = vi.fn()
    sim.ctx.events.on('request.status.updated', listener)
    await sim.ctx.clock.advance(1000)
    updateRequest(sim.ctx, req.id, (r) => {
      r.outcome = { status: 'refund', failReason: 'SLIPPAGE' }
    })
    expect(sim.ctx.store.get(req.id)?.updatedAt).toBe(before)
    expect(listener).not.toHaveBeenCalled()
    expect(updateRequest(sim.ctx, `0x${'77'.repeat(32)}`, () => {})).toBeNull()
  })

  test('behavior: a fast fill whose deposit is indexed after success: updatedAt, websocket and webhook follow', async () => {
    const calls: string[] = []
    const sim = createSimulator({
      webhooks: { urls: ['https://hook.example/'], secret: 's' },
      fetch: (async (_url: RequestInfo | URL, init?: RequestInit) => {
        calls.push(String(init?.body))
        return new Response('{}')
      }) as typeof fetch,
    })
    const req = createTestRequest(sim.ctx)
    executeFastFill(sim.ctx, req.id, addresses.demoSponsor, 10_000_000n)
    await sim.ctx.clock.advance(3000)
    expect(sim.ctx.store.get(req.id)?.status).toBe('success')
    const received: { data: { status: string; inTxHashes: string[]; details: string; updatedAt: number } }[] =
      []
    const connection = createStatusStream(sim.ctx).connect((data) => received.push(JSON.parse(data)))
    connection.receive(
      JSON.stringify({ type: 'subscribe', event: 'request.status.updated', filters: { id: req.id } }),
    )
    await vi.waitFor(() => expect(calls).toHaveLength(3)) // pending, submitted, success
    await sim.ctx.clock.advance(5000)
    const tx = synthesizeDeposit(sim.ctx, req)
    await ingestOriginTransaction(sim.ctx, tx)
    expect(sim.ctx.store.get(req.id)?.updatedAt).toBe(sim.ctx.clock.now())
    expect(received.map((m) => m.data.inTxHashes)).toEqual([[], [tx.hash]])
    expect(received[1]?.data).toMatchObject({
      status: 'success',
      details: 'Filled: funds reached the recipient',
      updatedAt: sim.ctx.clock.now(),
    })
    await vi.waitFor(() => expect(calls).toHaveLength(4))
    expect(JSON.parse(calls[3]!).data).toMatchObject({ status: 'success', inTxHashes: [tx.hash] })
    connection.close()
  })
})
