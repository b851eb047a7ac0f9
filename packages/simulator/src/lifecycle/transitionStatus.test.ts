import { describe, expect, test } from 'vitest'
import { createSimulator } from '../app/createSimulator'
import type { RequestStatus } from '../model/types'
import { createTestRequest } from './createTestRequest'
import { statusTransitions } from './statusTransitions'
import { transitionStatus } from './transitionStatus'

const all: RequestStatus[] = ['waiting', 'depositing', 'pending', 'submitted', 'success', 'failure', 'refund']

describe('transitionStatus', () => {
  test('default', async () => {
    const sim = createSimulator({ now: '2026-11-01T00:00:00Z' })
    const req = createTestRequest(sim.ctx)
    const seen: { status: RequestStatus; previous: RequestStatus | null }[] = []
    sim.ctx.events.on('request.status.updated', ({ request, previous }) =>
      seen.push({ status: request.status, previous }),
    )
    await sim.ctx.clock.advance(1234)
    const moved = transitionStatus(sim.ctx, req.id, 'pending')
    expect(moved?.status).toBe('pending')
    expect(moved?.updatedAt).toBe(Date.parse('2026-11-01T00:00:00Z') + 1234)
    expect(moved?.statusHistory.map((h) => h.status)).toEqual(['waiting', 'pending'])
    expect(seen).toEqual([{ status: 'pending', previous: 'waiting' }])
  })

  test('behavior: follows the lifecycle table exactly', () => {
    expect(statusTransitions).toEqual({
      waiting: ['depositing', 'pending', 'failure'],
      depositing: ['pending', 'failure'],
      pending: ['submitted', 'refund', 'failure'],
      submitted: ['success', 'refund', 'failure'],
      success: [],
      refund: [],
      failure: [],
    })
    // Every (from, to) pair: allowed exactly when the table says so.
    for (const from of all) {
      for (const to of all) {
        const sim = createSimulator()
        const req = createTestRequest(sim.ctx, { status: from, statusHistory: [{ status: from, at: 0 }] })
        const result = transitionStatus(sim.ctx, req.id, to)
        const allowed = statusTransitions[from].includes(to)
        expect(result !== null, `${from} → ${to}`).toBe(allowed)
        expect(sim.ctx.store.get(req.id)?.status).toBe(allowed ? to : from)
      }
    }
  })

  test('behavior: refuses to move back and leaves the request untouched', () => {
    const sim = createSimulator()
    const req = createTestRequest(sim.ctx)
    let events = 0
    sim.ctx.events.on('request.status.updated', () => events++)
    transitionStatus(sim.ctx, req.id, 'pending')
    transitionStatus(sim.ctx, req.id, 'submitted')
    expect(transitionStatus(sim.ctx, req.id, 'pending')).toBeNull()
    expect(transitionStatus(sim.ctx, req.id, 'waiting')).toBeNull()
    transitionStatus(sim.ctx, req.id, 'success')
    expect(transitionStatus(sim.ctx, req.id, 'refund')).toBeNull()
    const stored = sim.ctx.store.get(req.id)!
    expect(stored.status).toBe('success')
    expect(stored.statusHistory.map((h) => h.status)).toEqual(['waiting', 'pending', 'submitted', 'success'])
    expect(events).toBe(3)
  })

  test('parameters: unknown id', () => {
    const sim = createSimulator()
    expect(transitionStatus(sim.ctx, `0x${'ab'.repeat(32)}`, 'pending')).toBeNull()
  })
})
