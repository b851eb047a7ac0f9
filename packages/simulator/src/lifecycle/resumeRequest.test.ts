import { describe, expect, test } from 'vitest'
import { createSimulator } from '../app/createSimulator'
import type { RequestStatus } from '../model/types'

const outcome = (sim: ReturnType<typeof createSimulator>, requestId: string, status: string) =>
  sim.fetch('http://sim/__sim/outcome', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ requestId, status }),
  })

describe('resumeRequest', () => {
  const seeded = (status: RequestStatus) => {
    const sim = createSimulator({ history: 300, now: '2026-08-01T00:00:00Z' })
    const request = [...sim.ctx.store.values()].find((r) => r.status === status)
    if (!request) throw new Error(`no seeded ${status} request`)
    return { sim, request }
  }

  test('default: a seeded pending request nothing drives stays as seeded until /__sim/outcome picks it up', async () => {
    const { sim, request } = seeded('pending')
    await sim.ctx.clock.advance(60_000)
    expect(sim.ctx.store.get(request.id)?.status).toBe('pending')
    expect((await outcome(sim, request.id, 'success')).status).toBe(200)
    await sim.ctx.clock.advance(5000)
    const r = sim.ctx.store.get(request.id)!
    expect(r.status).toBe('success')
    expect(r.outTxs.at(-1)?.kind).toBe('fill')
  })

  test('behavior: seeded pending → planned refund; depositing → pending → success; submitted → success', async () => {
    const pending = seeded('pending')
    expect((await outcome(pending.sim, pending.request.id, 'refund')).status).toBe(200)
    await pending.sim.ctx.clock.advance(5000)
    expect(pending.sim.ctx.store.get(pending.request.id)?.status).toBe('refund')

    const depositing = seeded('depositing')
    expect((await outcome(depositing.sim, depositing.request.id, 'success')).status).toBe(200)
    await depositing.sim.ctx.clock.advance(10_000)
    const d = depositing.sim.ctx.store.get(depositing.request.id)!
    expect(d.statusHistory.map((h) => h.status).slice(-3)).toEqual(['pending', 'submitted', 'success'])

    const submitted = seeded('submitted')
    expect((await outcome(submitted.sim, submitted.request.id, 'refund')).status).toBe(409)
    expect((await outcome(submitted.sim, submitted.request.id, 'success')).status).toBe(200)
    await submitted.sim.ctx.clock.advance(5000)
    expect(submitted.sim.ctx.store.get(submitted.request.id)?.status).toBe('success')
  })

  test('behavior: a request the lifecycle already drives is not scheduled twice (one fill)', async () => {
    const { sim, request } = seeded('pending')
    await outcome(sim, request.id, 'success')
    await outcome(sim, request.id, 'success')
    await sim.ctx.clock.advance(10_000)
    expect(sim.ctx.store.get(request.id)?.outTxs.filter((t) => t.kind === 'fill')).toHaveLength(1)
  })
})
