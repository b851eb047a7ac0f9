import { decodeFunctionData } from 'viem'
import { describe, expect, test } from 'vitest'
import { createSimulator } from '../app/createSimulator'
import { postToSim } from '../app/testing/postToSim'
import { addresses } from '../config/addresses'
import { synthesizeDeposit } from '../dev/synthesizeDeposit'
import { depositoryAbi } from '../model/depositoryAbi'
import { createTestRequest } from './createTestRequest'
import { ingestOriginTransaction } from './ingestOriginTransaction'

const refundArgs = (data: string | undefined) =>
  decodeFunctionData({ abi: depositoryAbi, data: data as `0x${string}` }).args.slice(0, 3)

describe('refundSurplus', () => {
  test('default', async () => {
    const sim = createSimulator()
    const req = createTestRequest(sim.ctx)
    const tx = synthesizeDeposit(sim.ctx, req)
    await ingestOriginTransaction(sim.ctx, { ...tx, value: 2n * BigInt(req.amountIn) })
    const r = sim.ctx.store.get(req.id)!
    expect(r.deposited?.amount).toBe((2n * BigInt(req.amountIn)).toString())
    await sim.ctx.clock.advance(3000)
    // Filled as quoted; nothing is returned before success.
    expect(r.status).toBe('success')
    expect(r.actualAmountOut).toBe(r.amountOut)
    expect(r.outTxs.map((t) => t.kind)).toEqual(['fill'])
    await sim.ctx.clock.advance(1000)
    expect(r.outTxs.map((t) => t.kind)).toEqual(['fill', 'refund'])
    expect(refundArgs(r.outTxs[1]?.data.data)).toEqual([addresses.native, r.user, BigInt(req.amountIn)])
    expect(r.status).toBe('success')
    expect(r.updatedAt).toBe(sim.ctx.clock.now())
    await sim.ctx.clock.advance(10_000)
    expect(r.outTxs).toHaveLength(2)
  })

  test('behavior: an overpaid request that ends as refund returns the whole deposit, once', async () => {
    const sim = createSimulator()
    const req = createTestRequest(sim.ctx)
    sim.ctx.store.update(req.id, (r) => {
      r.outcome = { status: 'refund', failReason: 'SOLVER_CAPACITY_EXCEEDED' }
    })
    const tx = synthesizeDeposit(sim.ctx, req)
    await ingestOriginTransaction(sim.ctx, { ...tx, value: 3n * BigInt(req.amountIn) })
    await sim.ctx.clock.advance(10_000)
    const r = sim.ctx.store.get(req.id)!
    expect(r.status).toBe('refund')
    expect(r.outTxs.map((t) => t.kind)).toEqual(['refund'])
    expect(refundArgs(r.outTxs[0]?.data.data)).toEqual([addresses.native, r.user, 3n * BigInt(req.amountIn)])
  })

  test('behavior: a fast fill whose overpaid deposit lands after success gets the surplus back', async () => {
    const sim = createSimulator()
    const req = createTestRequest(sim.ctx)
    const res = await postToSim(sim, '/fast-fill', { requestId: req.id })
    expect(res.status).toBe(200)
    await sim.ctx.clock.advance(3000)
    expect(sim.ctx.store.get(req.id)?.status).toBe('success')
    const tx = synthesizeDeposit(sim.ctx, req)
    await ingestOriginTransaction(sim.ctx, { ...tx, value: BigInt(req.amountIn) + 5n })
    await sim.ctx.clock.advance(1000)
    const r = sim.ctx.store.get(req.id)!
    expect(r.outTxs.map((t) => t.kind)).toEqual(['fill', 'refund'])
    expect(refundArgs(r.outTxs[1]?.data.data)).toEqual([addresses.native, r.user, 5n])
  })

  test('behavior: an exact or short deposit has no surplus', async () => {
    const sim = createSimulator()
    const req = createTestRequest(sim.ctx)
    await ingestOriginTransaction(sim.ctx, synthesizeDeposit(sim.ctx, req))
    await sim.ctx.clock.advance(10_000)
    expect(sim.ctx.store.get(req.id)?.outTxs.map((t) => t.kind)).toEqual(['fill'])
  })
})
