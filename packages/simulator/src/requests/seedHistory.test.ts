import { describe, expect, test } from 'vitest'
import { createSimulator } from '../app/createSimulator'

const now = '2026-11-21T00:00:00Z'

describe('seedHistory', () => {
  test('default', async () => {
    const sim = createSimulator({ now, history: 500 })
    const all = [...sim.ctx.store.values()]
    expect(all).toHaveLength(500)
    const nowMs = Date.parse(now)
    expect(
      all.every(
        (r) => r.apiKey === 'demo-key' && r.createdAt < nowMs && r.createdAt > nowMs - 31 * 86_400_000,
      ),
    ).toBe(true)
    const set = <T>(f: (r: (typeof all)[number]) => T | T[]) => new Set(all.flatMap(f))
    expect(set((r) => r.status)).toEqual(
      new Set(['waiting', 'depositing', 'pending', 'submitted', 'success', 'failure', 'refund']),
    )
    expect(set((r) => r.requestType).size).toBe(7)
    expect(set((r) => r.features)).toEqual(
      new Set(['gasless_execution', 'fast_fill', 'gas_top_up', 'app_fees', 'deposit_address']),
    )
    expect(set((r) => [r.originChainId, r.destinationChainId])).toEqual(
      new Set([8453, 10, 42161, 7777777, 792703809]),
    )
    expect(set((r) => r.currencyIn.symbol)).toEqual(new Set(['ETH', 'USDC', 'SOL']))
    const terminal = all.filter((r) => r.status === 'success' || r.status === 'refund')
    expect(terminal.every((r) => r.inTxs.length > 0 && r.outTxs.length > 0)).toBe(true)
    expect(
      all.filter((r) => r.status === 'failure').every((r) => r.failReason && r.failReason !== 'N/A'),
    ).toBe(true)
    expect(
      all.some((r) => r.depositAddress) &&
        all.some((r) => r.appFees.length) &&
        all.some((r) => r.sponsorship),
    ).toBe(true)
    expect(sim.ctx.clock.pending()).toBe(0)
    // Served by the listing.
    const res = await sim.fetch('http://sim/requests/v3?includeTotal=true', {
      headers: { 'x-api-key': 'demo-key' },
    })
    expect(((await res.json()) as { total: number }).total).toBe(500)
  })

  test('behavior: seeded outgoing transactions carry their kind (fill on success, refund on refund)', () => {
    const sim = createSimulator({ now, history: 300 })
    const all = [...sim.ctx.store.values()]
    const kinds = (status: string) =>
      new Set(all.filter((r) => r.status === status).flatMap((r) => r.outTxs.map((t) => t.kind)))
    expect(kinds('success')).toEqual(new Set(['fill']))
    expect(kinds('refund')).toEqual(new Set(['refund']))
  })

  test('behavior: same seed → same requests; another seed → different ones', () => {
    const a = [...createSimulator({ now, history: 50, seed: 7 }).ctx.store.values()]
    const b = [...createSimulator({ now, history: 50, seed: 7 }).ctx.store.values()]
    const c = [...createSimulator({ now, history: 50, seed: 8 }).ctx.store.values()]
    expect(JSON.stringify(a)).toBe(JSON.stringify(b))
    expect(a.map((r) => r.id)).not.toEqual(c.map((r) => r.id))
  })
})
