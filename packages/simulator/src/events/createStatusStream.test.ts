import { describe, expect, test } from 'vitest'
import { createSimulator } from '../app/createSimulator'
import { synthesizeDeposit } from '../dev/synthesizeDeposit'
import { createTestRequest } from '../lifecycle/createTestRequest'
import { ingestOriginTransaction } from '../lifecycle/ingestOriginTransaction'
import { createStatusStream } from './createStatusStream'

const subscribe = (id: unknown, type = 'subscribe') =>
  JSON.stringify({ type, event: 'request.status.updated', filters: { id } })

function connect(sim: ReturnType<typeof createSimulator>) {
  const received: Record<string, unknown>[] = []
  const connection = createStatusStream(sim.ctx).connect((data) => received.push(JSON.parse(data)))
  return { connection, received }
}

describe('createStatusStream', () => {
  test('default', async () => {
    const sim = createSimulator()
    const req = createTestRequest(sim.ctx)
    const { connection, received } = connect(sim)
    connection.receive(subscribe(req.id))
    expect(received).toEqual([
      {
        event: 'request.status.updated',
        data: expect.objectContaining({ requestId: req.id, status: 'waiting', originChainId: 8453 }),
      },
    ])
    await ingestOriginTransaction(sim.ctx, synthesizeDeposit(sim.ctx, req))
    await sim.ctx.clock.advance(3000)
    expect(received.map((m) => (m.data as { status: string }).status)).toEqual([
      'waiting',
      'pending',
      'submitted',
      'success',
    ])
    expect(received[3]).toMatchObject({
      data: { txHashes: [expect.any(String)], inTxHashes: [expect.any(String)] },
    })
  })

  test('behavior: only subscribed requests are streamed; unsubscribe and close stop it', async () => {
    const sim = createSimulator()
    const a = createTestRequest(sim.ctx)
    const b = createTestRequest(sim.ctx)
    const one = connect(sim)
    const two = connect(sim)
    one.connection.receive(subscribe(a.id))
    two.connection.receive(subscribe(a.id.toUpperCase().replace('0X', '0x')))
    two.connection.receive(subscribe(b.id))
    await ingestOriginTransaction(sim.ctx, synthesizeDeposit(sim.ctx, b))
    expect(one.received).toHaveLength(1)
    expect(two.received).toHaveLength(3)
    one.connection.receive(subscribe(a.id, 'unsubscribe'))
    two.connection.close()
    await ingestOriginTransaction(sim.ctx, synthesizeDeposit(sim.ctx, a))
    await sim.ctx.clock.advance(3000)
    expect(one.received).toHaveLength(1)
    expect(two.received).toHaveLength(3)
  })

  test('behavior: bad messages get an error message and never throw', () => {
    const sim = createSimulator()
    const { connection, received } = connect(sim)
    const bad = [
      'not json',
      'null',
      '42',
      JSON.stringify({ type: 'hello' }),
      JSON.stringify({ type: 'subscribe', event: 'other', filters: { id: '0x1' } }),
      JSON.stringify({ type: 'subscribe', event: 'request.status.updated' }),
      subscribe(`0x${'00'.repeat(32)}`),
    ]
    for (const message of bad) expect(() => connection.receive(message)).not.toThrow()
    expect(received).toHaveLength(bad.length)
    for (const m of received) expect(m).toEqual({ type: 'error', message: expect.any(String) })
  })

  test('behavior: a throwing send does not break the simulator', async () => {
    const sim = createSimulator()
    const req = createTestRequest(sim.ctx)
    const connection = createStatusStream(sim.ctx).connect(() => {
      throw new Error('socket gone')
    })
    expect(() => connection.receive(subscribe(req.id))).not.toThrow()
    await ingestOriginTransaction(sim.ctx, synthesizeDeposit(sim.ctx, req))
    await sim.ctx.clock.advance(3000)
    expect(sim.ctx.store.get(req.id)?.status).toBe('success')
  })
})
