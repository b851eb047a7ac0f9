import { decodeFunctionData, encodeFunctionData } from 'viem'
import { describe, expect, test } from 'vitest'
import { createSimulator } from '../app/createSimulator'
import { addresses } from '../config/addresses'
import { synthesizeDeposit } from '../dev/synthesizeDeposit'
import { depositoryAbi } from '../model/depositoryAbi'
import type { SimRequest } from '../model/types'
import { createTestRequest } from './createTestRequest'
import { ingestOriginTransaction } from './ingestOriginTransaction'
import { openDepositAddress } from './testing/openDepositAddress'
import { transitionStatus } from './transitionStatus'

type Sim = ReturnType<typeof createSimulator>
const other = '0x3333333333333333333333333333333333333333'

/** Ids of the requests `GET /requests/v3?<query>` lists. */
const search = async (sim: Sim, query: string) => {
  const res = await sim.fetch(`http://sim/requests/v3?${query}`, { headers: { 'x-api-key': 'demo-key' } })
  expect(res.status).toBe(200)
  return ((await res.json()) as { requests: { id: string }[] }).requests.map((r) => r.id)
}

/** The `depository.refund` arguments (token, to, amount) of an out-transaction. */
const refundArgs = (data: string | undefined) =>
  decodeFunctionData({ abi: depositoryAbi, data: data as `0x${string}` }).args.slice(0, 3)

/** A deposit exactly as the quote's deposit step, sent by `from`. */
const depositFrom = (sim: Sim, req: SimRequest, from: string) => ({
  ...synthesizeDeposit(sim.ctx, sim.ctx.store.get(req.id)!),
  from,
})

describe('refundExtraFunds', () => {
  test('default', async () => {
    const sim = createSimulator({ rateLimits: false })
    const req = createTestRequest(sim.ctx, { apiKey: 'demo-key' })
    const first = synthesizeDeposit(sim.ctx, req)
    await ingestOriginTransaction(sim.ctx, first)
    // The quoted deposit sent again, here by another wallet.
    const second = depositFrom(sim, req, other)
    expect((await ingestOriginTransaction(sim.ctx, second)).kind).toBe('extraDeposit')
    await sim.ctx.clock.advance(5000)
    const r = sim.ctx.store.get(req.id)!
    expect(r.status).toBe('success')
    expect(r.failReason).toBeNull()
    expect(r.inTxs.map((t) => t.txHash)).toEqual([first.hash, second.hash])
    expect(r.outTxs.map((t) => t.kind).sort()).toEqual(['fill', 'refund'])
    const refund = r.outTxs.find((t) => t.kind === 'refund')!
    expect(refund.chainId).toBe(8453)
    expect(refundArgs(refund.data.data)).toEqual([addresses.native, other, BigInt(req.amountIn)])
    // Every hash can be searched for.
    expect(await search(sim, `term=${second.hash}`)).toEqual([req.id])
    expect(await search(sim, `depositTxHash=${second.hash}`)).toEqual([req.id])
    expect(await search(sim, `refundTxHash=${refund.txHash}`)).toEqual([req.id])
    expect(await search(sim, `fillTxHash=${refund.txHash}`)).toEqual([])
  })

  test('behavior: a duplicate after success is refunded; the status stays, updatedAt and the event follow', async () => {
    const sim = createSimulator()
    const req = createTestRequest(sim.ctx)
    await ingestOriginTransaction(sim.ctx, synthesizeDeposit(sim.ctx, req))
    await sim.ctx.clock.advance(5000)
    const events: { status: string; previous: string | null; txHashes: number; inTxHashes: number }[] = []
    sim.ctx.events.on('request.status.updated', ({ request, previous }) =>
      events.push({
        status: request.status,
        previous,
        txHashes: request.outTxs.length,
        inTxHashes: request.inTxs.length,
      }),
    )
    await sim.ctx.clock.advance(1000)
    const late = synthesizeDeposit(sim.ctx, sim.ctx.store.get(req.id)!)
    await ingestOriginTransaction(sim.ctx, late)
    const r = sim.ctx.store.get(req.id)!
    expect(r.updatedAt).toBe(sim.ctx.clock.now())
    await sim.ctx.clock.advance(1000)
    expect(r.status).toBe('success')
    expect(r.updatedAt).toBe(sim.ctx.clock.now())
    expect(events).toEqual([
      { status: 'success', previous: 'success', txHashes: 1, inTxHashes: 2 },
      { status: 'success', previous: 'success', txHashes: 2, inTxHashes: 2 },
    ])
    expect(refundArgs(r.outTxs[1]?.data.data)).toEqual([addresses.native, r.user, BigInt(req.amountIn)])
  })

  test('behavior: a deposit for a request that ended without one is recorded and refunded', async () => {
    const sim = createSimulator()
    const req = createTestRequest(sim.ctx)
    transitionStatus(sim.ctx, req.id, 'failure', (r) => {
      r.failReason = 'ORDER_EXPIRED'
    })
    const tx = synthesizeDeposit(sim.ctx, req)
    expect((await ingestOriginTransaction(sim.ctx, tx)).kind).toBe('extraDeposit')
    await sim.ctx.clock.advance(1000)
    const r = sim.ctx.store.get(req.id)!
    expect(r).toMatchObject({ status: 'failure', failReason: 'ORDER_EXPIRED' })
    expect(r.inTxs.map((t) => t.txHash)).toEqual([tx.hash])
    expect(r.outTxs.map((t) => t.kind)).toEqual(['refund'])
  })

  test('behavior: every refund of a request is its own transaction; the own refund keeps its hash', async () => {
    const sim = createSimulator()
    const req = createTestRequest(sim.ctx)
    sim.ctx.store.update(req.id, (r) => {
      r.outcome = { status: 'refund', failReason: 'SOLVER_CAPACITY_EXCEEDED' }
    })
    await ingestOriginTransaction(sim.ctx, synthesizeDeposit(sim.ctx, req))
    await ingestOriginTransaction(sim.ctx, synthesizeDeposit(sim.ctx, sim.ctx.store.get(req.id)!))
    await ingestOriginTransaction(sim.ctx, synthesizeDeposit(sim.ctx, sim.ctx.store.get(req.id)!))
    await sim.ctx.clock.advance(5000)
    const r = sim.ctx.store.get(req.id)!
    expect(r.status).toBe('refund')
    expect(r.inTxs).toHaveLength(3)
    expect(r.outTxs.map((t) => t.kind)).toEqual(['refund', 'refund', 'refund'])
    expect(new Set(r.outTxs.map((t) => t.txHash)).size).toBe(3)
  })

  test('behavior: a duplicate sent to a deposit address is refunded by the solver, in what was sent', async () => {
    const sim = createSimulator()
    const depositAddress = '0x4444444444444444444444444444444444444444'
    const req = createTestRequest(sim.ctx, {
      depositAddress: openDepositAddress(depositAddress),
    })
    const transfer = (n: number) => ({
      ...synthesizeDeposit(sim.ctx, req),
      hash: `0x${n.toString(16).padStart(64, '0')}`,
      to: depositAddress,
      value: BigInt(req.amountIn),
      data: '0x',
    })
    expect((await ingestOriginTransaction(sim.ctx, transfer(1))).kind).toBe('deposit')
    expect((await ingestOriginTransaction(sim.ctx, transfer(2))).kind).toBe('extraDeposit')
    await sim.ctx.clock.advance(5000)
    const refund = sim.ctx.store.get(req.id)!.outTxs.find((t) => t.kind === 'refund')!
    expect(refund.data).toMatchObject({ to: req.user, value: req.amountIn, data: '0x' })
  })

  test('behavior: an ERC-20 duplicate is refunded in that token; nothing is sent for a zero amount', async () => {
    const sim = createSimulator()
    const usdc = sim.ctx.currency(8453, addresses.stablecoin)!
    const req = createTestRequest(sim.ctx, { currencyIn: usdc, amountIn: '5000000' })
    const deposit = (amount: bigint) => ({
      ...synthesizeDeposit(sim.ctx, sim.ctx.store.get(req.id)!),
      value: 0n,
      data: encodeFunctionData({
        abi: depositoryAbi,
        functionName: 'depositErc20',
        args: [addresses.stablecoin, amount, req.id],
      }),
    })
    await ingestOriginTransaction(sim.ctx, deposit(5_000_000n))
    await ingestOriginTransaction(sim.ctx, deposit(7_000_000n))
    await ingestOriginTransaction(sim.ctx, { ...deposit(0n), hash: `0x${'ab'.repeat(32)}` })
    await sim.ctx.clock.advance(5000)
    const r = sim.ctx.store.get(req.id)!
    expect(r.inTxs).toHaveLength(3)
    const refunds = r.outTxs.filter((t) => t.kind === 'refund')
    expect(refunds.map((t) => refundArgs(t.data.data))).toEqual([[addresses.stablecoin, r.user, 7_000_000n]])
  })
})
