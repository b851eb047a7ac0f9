import { describe, expect, test } from 'vitest'
import { postTestQuote } from '../quote/testing/postTestQuote'
import { createSimulator, createStatusStream, type StatusStreamConnection } from './index'

describe('browser entry', () => {
  test('behavior: createStatusStream is exported and works with a mock socket', async () => {
    const sim = createSimulator({ now: '2026-08-01T00:00:00Z' })
    const requestId: string = (await postTestQuote(sim, {}, { key: null })).body.steps[0].requestId
    // a mock socket: what the server sends lands in `inbox`
    const inbox: { event: string; data: { requestId: string; status: string } }[] = []
    const connection: StatusStreamConnection = createStatusStream(sim.ctx).connect((text) =>
      inbox.push(JSON.parse(text)),
    )
    connection.receive(
      JSON.stringify({ type: 'subscribe', event: 'request.status.updated', filters: { id: requestId } }),
    )
    await sim.fetch('http://sim/__sim/deposit', { method: 'POST', body: JSON.stringify({ requestId }) })
    await sim.ctx.clock.advance(10_000)
    expect(inbox.map((m) => m.data.status)).toEqual(['waiting', 'pending', 'submitted', 'success'])
    expect(inbox.every((m) => m.event === 'request.status.updated' && m.data.requestId === requestId)).toBe(
      true,
    )
    connection.close()
  })
})
