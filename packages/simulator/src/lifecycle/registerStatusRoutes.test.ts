import { describe, expect, test } from 'vitest'
import { createSimulator } from '../app/createSimulator'
import { createTestRequest } from './createTestRequest'
import { transitionStatus } from './transitionStatus'

const status = (
  sim: ReturnType<typeof createSimulator>,
  query: string,
  headers: Record<string, string> = {},
) => sim.fetch(`http://sim/intents/status/v3${query}`, { headers })

describe('registerStatusRoutes', () => {
  test('default', async () => {
    const sim = createSimulator({ now: '2026-11-01T00:00:00Z' })
    const req = createTestRequest(sim.ctx)
    const res = await status(sim, `?requestId=${req.id}`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      status: 'waiting',
      details: expect.any(String),
      inTxHashes: [],
      txHashes: [],
      updatedAt: Date.parse('2026-11-01T00:00:00Z'),
      originChainId: 8453,
      destinationChainId: 10,
      quoteCreatedAt: Date.parse('2026-11-01T00:00:00Z'),
      failReason: null,
      refundFailReason: null,
    })
  })

  test('behavior: 400 without requestId, 404 for an id never issued, 401 for an unknown key', async () => {
    const sim = createSimulator()
    const req = createTestRequest(sim.ctx)
    expect((await status(sim, '')).status).toBe(400)
    const missing = await status(sim, `?requestId=0x${'12'.repeat(32)}`)
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ message: 'Request not found' })
    expect((await status(sim, `?requestId=${req.id}`, { 'x-api-key': 'nope' })).status).toBe(401)
    expect((await status(sim, `?requestId=${req.id}`, { 'x-api-key': 'demo-key' })).status).toBe(200)
  })

  test('behavior: reports hashes, ms timestamps and fail reasons as the request moves', async () => {
    const sim = createSimulator()
    const req = createTestRequest(sim.ctx)
    await sim.fetch('http://sim/__sim/outcome', {
      method: 'POST',
      body: JSON.stringify({ requestId: req.id, status: 'failure', failReason: 'SLIPPAGE' }),
    })
    await sim.fetch('http://sim/__sim/deposit', {
      method: 'POST',
      body: JSON.stringify({ requestId: req.id }),
    })
    await sim.ctx.clock.advance(5000)
    const body = (await (await status(sim, `?requestId=${req.id}`)).json()) as Record<string, unknown>
    expect(body).toMatchObject({
      status: 'failure',
      failReason: 'SLIPPAGE',
      refundFailReason: 'AMOUNT_TOO_LOW_TO_REFUND',
      inTxHashes: [expect.stringMatching(/^0x[0-9a-f]{64}$/)],
      txHashes: [],
    })
    expect(String(body.updatedAt)).toHaveLength(13)
  })

  test('behavior: the older /intents/status reports depositing and submitted as delayed', async () => {
    const sim = createSimulator()
    const req = createTestRequest(sim.ctx)
    const legacy = async () =>
      (
        (await (await sim.fetch(`http://sim/intents/status?requestId=${req.id}`)).json()) as {
          status: string
        }
      ).status
    expect(await legacy()).toBe('waiting')
    transitionStatus(sim.ctx, req.id, 'depositing')
    expect(await legacy()).toBe('delayed')
    transitionStatus(sim.ctx, req.id, 'pending')
    expect(await legacy()).toBe('pending')
    transitionStatus(sim.ctx, req.id, 'submitted')
    expect(await legacy()).toBe('delayed')
  })

  test('behavior: POST /transactions/index looks the transaction up and ingests it', async () => {
    const txHash = `0x${'77'.repeat(32)}`
    const sim = createSimulator()
    const req = createTestRequest(sim.ctx)
    sim.ctx.backend = {
      ...sim.ctx.backend,
      lookupTransaction: async (chainId, hash) =>
        hash === txHash
          ? {
              chainId,
              hash,
              from: req.user,
              to: sim.ctx.chain(chainId)!.depository,
              value: BigInt(req.amountIn),
              data: `0xabcdef01${req.id.slice(2)}`,
              blockNumber: 1,
              timestamp: 1,
            }
          : null,
    }
    const post = (path: string, body: unknown) =>
      sim.fetch(`http://sim${path}`, { method: 'POST', body: JSON.stringify(body) })
    expect((await post('/transactions/index', { txHash: 'nope', chainId: 8453 })).status).toBe(400)
    expect((await post('/transactions/index', { txHash, chainId: 'x' })).status).toBe(400)
    const unknown = await post('/transactions/single', { txHash: `0x${'88'.repeat(32)}`, chainId: '8453' })
    expect(unknown.status).toBe(200)
    expect(sim.ctx.store.get(req.id)?.status).toBe('waiting')
    const res = await post('/transactions/index', { txHash, chainId: '8453' })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ message: expect.stringContaining(req.id) })
    expect(sim.ctx.store.get(req.id)?.status).toBe('pending')
  })
})
