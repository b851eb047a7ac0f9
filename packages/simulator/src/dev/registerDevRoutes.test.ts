import { describe, expect, test } from 'vitest'
import { createSimulator } from '../app/createSimulator'
import { postToSim } from '../app/testing/postToSim'
import { addresses } from '../config/addresses'
import { chainIds } from '../config/chainIds'
import { createTestRequest } from '../lifecycle/createTestRequest'

type Sim = ReturnType<typeof createSimulator>
/** A POST without an API key (the dev routes need none). */
const post = (sim: Sim, path: string, body: unknown) => postToSim(sim, path, body, null)
const statusOf = async (sim: Sim, id: string) =>
  ((await (await sim.fetch(`http://sim/intents/status/v3?requestId=${id}`)).json()) as { status: string })
    .status

/** Marks 8453 and 10 live, as anvil mode does (nothing is dialled: the backend stays virtual here). */
const liveRpcUrls = { [chainIds.base]: 'http://127.0.0.1:1', [chainIds.optimism]: 'http://127.0.0.1:1' }
const svmUser = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'
const evmRecipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const solNative = addresses.svmNative

describe('registerDevRoutes', () => {
  test('default', async () => {
    const sim = createSimulator({ now: '2026-11-01T00:00:00Z' })
    const res = await sim.fetch('http://sim/__sim/health')
    expect(await res.json()).toEqual({
      ok: true,
      mode: 'virtual',
      now: Date.parse('2026-11-01T00:00:00Z'),
      apiKeys: [
        { key: 'demo-key', sponsorWallet: addresses.demoSponsor },
        { key: 'nolink-key', sponsorWallet: null },
      ],
    })
  })

  test('behavior: the smoke walk: waiting → deposit → clock advances → success', async () => {
    const sim = createSimulator()
    const req = createTestRequest(sim.ctx)
    expect(await statusOf(sim, req.id)).toBe('waiting')
    const dep = await post(sim, '/__sim/deposit', { requestId: req.id })
    expect(dep.status).toBe(200)
    expect(await dep.json()).toMatchObject({ result: { kind: 'deposit', requestId: req.id } })
    const seen = [await statusOf(sim, req.id)]
    for (let i = 0; i < 5 && seen.at(-1) !== 'success'; i++) {
      const clock = await post(sim, '/__sim/clock', { advanceMs: 1000 })
      expect(clock.status).toBe(200)
      seen.push(await statusOf(sim, req.id))
    }
    expect(seen).toEqual(['pending', 'submitted', 'submitted', 'success'])
  })

  test('behavior: real quotes (native, ERC-20, deposit address, SVM origin and destination) walk to success', async () => {
    const sim = createSimulator({ rateLimits: false })
    const evmUser = '0x1111111111111111111111111111111111111111'
    const svmUser = 'F7p3dFrjRTbtRp8FRF6qHLomXbKRBzpvBLjtQcfcgmNe'
    const usdc = addresses.stablecoin
    const cases = [
      {
        originChainId: 8453,
        destinationChainId: 10,
        originCurrency: addresses.native,
        destinationCurrency: addresses.native,
        amount: '10000000000000000',
      },
      {
        originChainId: 8453,
        destinationChainId: 10,
        originCurrency: usdc,
        destinationCurrency: usdc,
        amount: '10000000',
      },
      {
        originChainId: 10,
        destinationChainId: 8453,
        originCurrency: usdc,
        destinationCurrency: usdc,
        amount: '10000000',
        useDepositAddress: true,
      },
      {
        originChainId: 792703809,
        destinationChainId: 8453,
        originCurrency: addresses.svmUsdc,
        destinationCurrency: usdc,
        amount: '10000000',
        user: svmUser,
        recipient: evmUser,
      },
      {
        originChainId: 792703809,
        destinationChainId: 8453,
        originCurrency: addresses.svmNative,
        destinationCurrency: usdc,
        amount: '100000000',
        user: svmUser,
        recipient: evmUser,
      },
      {
        originChainId: 8453,
        destinationChainId: 792703809,
        originCurrency: usdc,
        destinationCurrency: addresses.svmUsdc,
        amount: '10000000',
        recipient: svmUser,
      },
    ]
    for (const c of cases) {
      const q = await post(sim, '/quote/v2', { user: evmUser, tradeType: 'EXACT_INPUT', ...c })
      expect(q.status, JSON.stringify(c)).toBe(200)
      const id = ((await q.json()) as { steps: { requestId?: string }[] }).steps.find(
        (s) => s.requestId,
      )?.requestId
      expect(await statusOf(sim, id!)).toBe('waiting')
      const dep = await post(sim, '/__sim/deposit', { requestId: id })
      expect(await dep.json(), JSON.stringify(c)).toMatchObject({
        result: { kind: 'deposit', requestId: id },
      })
      await post(sim, '/__sim/clock', { advanceMs: 5000 })
      expect(await statusOf(sim, id!), JSON.stringify(c)).toBe('success')
    }
  })

  test('behavior: /__sim/clock advances the clock and validates advanceMs', async () => {
    const sim = createSimulator({ now: 1_800_000_000_000 })
    expect(await (await post(sim, '/__sim/clock', { advanceMs: 5000 })).json()).toEqual({
      now: 1_800_000_005_000,
    })
    expect((await post(sim, '/__sim/clock', { advanceMs: -1 })).status).toBe(400)
    expect((await post(sim, '/__sim/clock', { advanceMs: '5' })).status).toBe(400)
  })

  test('behavior: /__sim/deposit overrides exercise the mismatch rules; 404 unknown; 400 on a live chain', async () => {
    const sim = createSimulator()
    const short = createTestRequest(sim.ctx)
    await post(sim, '/__sim/deposit', { requestId: short.id, amount: '1' })
    const wrongChain = createTestRequest(sim.ctx)
    await post(sim, '/__sim/deposit', { requestId: wrongChain.id, chainId: 10 })
    await sim.ctx.clock.advance(5000)
    expect(sim.ctx.store.get(short.id)).toMatchObject({
      status: 'refund',
      failReason: 'DEPOSITED_AMOUNT_TOO_LOW_TO_FILL',
    })
    expect(sim.ctx.store.get(wrongChain.id)).toMatchObject({
      status: 'failure',
      failReason: 'DEPOSIT_CHAIN_MISMATCH',
    })
    expect((await post(sim, '/__sim/deposit', { requestId: `0x${'01'.repeat(32)}` })).status).toBe(404)
    expect((await post(sim, '/__sim/deposit', {})).status).toBe(400)
    // In anvil mode 8453 and 10 are live: their deposits are real transactions, never synthesized.
    const anvil = createSimulator({ mode: 'anvil', rpcUrls: liveRpcUrls })
    const req = createTestRequest(anvil.ctx)
    const refused = await post(anvil, '/__sim/deposit', { requestId: req.id })
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { message: string }).message).toMatch(/local chain 8453/)
    expect(anvil.ctx.store.get(req.id)?.inTxs ?? []).toEqual([])
    expect(
      (await post(anvil, '/__sim/transaction', { chainId: 8453, from: req.user, to: req.user })).status,
    ).toBe(400)
    await Promise.all([sim.close(), anvil.close()])
  })

  test('behavior: in anvil mode the simulated SVM chain takes deposits from /__sim/deposit', async () => {
    const anvil = createSimulator({ mode: 'anvil', rpcUrls: liveRpcUrls })
    const quote = await anvil.fetch('http://sim.test/quote/v2', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        user: svmUser,
        recipient: evmRecipient,
        originChainId: chainIds.solana,
        destinationChainId: chainIds.base,
        originCurrency: solNative,
        destinationCurrency: addresses.native,
        amount: '100000000',
        tradeType: 'EXACT_INPUT',
      }),
    })
    expect(quote.status).toBe(200)
    const { steps } = (await quote.json()) as { steps: { requestId: string }[] }
    const requestId = steps[0]!.requestId
    const landed = await post(anvil, '/__sim/deposit', { requestId })
    expect(landed.status).toBe(200)
    expect(anvil.ctx.store.get(requestId)).toMatchObject({ status: 'pending' })
    expect(anvil.ctx.store.get(requestId)?.inTxs).toHaveLength(1)
    await anvil.close()
  })

  test('behavior: /__sim/outcome plans a refund or a failure', async () => {
    const sim = createSimulator()
    const refund = createTestRequest(sim.ctx)
    const failure = createTestRequest(sim.ctx)
    const plain = createTestRequest(sim.ctx)
    expect((await post(sim, '/__sim/outcome', { requestId: refund.id, status: 'refund' })).status).toBe(200)
    expect(
      (
        await post(sim, '/__sim/outcome', {
          requestId: failure.id,
          status: 'failure',
          failReason: 'SOLVER_BALANCE_TOO_LOW',
          refundFailReason: 'REFUND_RECIPIENT_IS_VASP',
        })
      ).status,
    ).toBe(200)
    for (const r of [refund, failure, plain]) await post(sim, '/__sim/deposit', { requestId: r.id })
    await sim.ctx.clock.advance(5000)
    expect(sim.ctx.store.get(refund.id)).toMatchObject({
      status: 'refund',
      failReason: 'SOLVER_CAPACITY_EXCEEDED',
      refundFailReason: null,
    })
    expect(sim.ctx.store.get(refund.id)?.outTxs[0]?.chainId).toBe(8453)
    expect(sim.ctx.store.get(failure.id)).toMatchObject({
      status: 'failure',
      failReason: 'SOLVER_BALANCE_TOO_LOW',
      refundFailReason: 'REFUND_RECIPIENT_IS_VASP',
      outTxs: [],
    })
    expect(sim.ctx.store.get(plain.id)?.status).toBe('success')
  })

  test('behavior: once the fill is sent (submitted) a refund or failure is refused with 409 and the fill succeeds', async () => {
    const sim = createSimulator()
    const req = createTestRequest(sim.ctx)
    await post(sim, '/__sim/deposit', { requestId: req.id })
    await sim.ctx.clock.advance(1000)
    expect(sim.ctx.store.get(req.id)?.status).toBe('submitted')
    const refund = await post(sim, '/__sim/outcome', {
      requestId: req.id,
      status: 'refund',
      failReason: 'SLIPPAGE',
    })
    expect(refund.status).toBe(409)
    expect(await refund.json()).toMatchObject({ errorCode: 'FILL_ALREADY_SENT' })
    expect((await post(sim, '/__sim/outcome', { requestId: req.id, status: 'failure' })).status).toBe(409)
    expect((await post(sim, '/__sim/outcome', { requestId: req.id, status: 'success' })).status).toBe(200)
    await sim.ctx.clock.advance(2000)
    const r = sim.ctx.store.get(req.id)!
    expect(r).toMatchObject({ status: 'success', failReason: null })
    expect(r.outTxs.map((t) => t.kind)).toEqual(['fill'])
  })

  test('behavior: a refund planned while pending refunds without a fill; out-transactions carry their kind', async () => {
    const sim = createSimulator()
    const req = createTestRequest(sim.ctx)
    await post(sim, '/__sim/deposit', { requestId: req.id })
    expect(sim.ctx.store.get(req.id)?.status).toBe('pending')
    expect((await post(sim, '/__sim/outcome', { requestId: req.id, status: 'refund' })).status).toBe(200)
    await sim.ctx.clock.advance(5000)
    const r = sim.ctx.store.get(req.id)!
    expect(r.status).toBe('refund')
    expect(r.outTxs.map((t) => [t.kind, t.chainId])).toEqual([['refund', 8453]])
  })

  test('behavior: /__sim/clock caps advanceMs at one year; /__sim/deposit answers 400 for a currency that is no address', async () => {
    const sim = createSimulator()
    const before = sim.ctx.clock.now()
    const year = 365 * 24 * 60 * 60 * 1000
    for (const advanceMs of [1e300, year + 1])
      expect((await post(sim, '/__sim/clock', { advanceMs })).status, String(advanceMs)).toBe(400)
    expect(sim.ctx.clock.now()).toBe(before)
    expect((await post(sim, '/__sim/clock', { advanceMs: year })).status).toBe(200)
    expect(sim.ctx.clock.now()).toBe(before + year)
    const req = createTestRequest(sim.ctx)
    const zzz = await post(sim, '/__sim/deposit', { requestId: req.id, currency: 'zzz' })
    expect(zzz.status).toBe(400)
    expect(await zzz.json()).toMatchObject({ message: expect.stringContaining('currency') })
    const huge = await post(sim, '/__sim/deposit', { requestId: req.id, amount: (2n ** 256n).toString() })
    expect(huge.status).toBe(400)
    expect(sim.ctx.store.get(req.id)?.inTxs).toEqual([])
  })

  test('behavior: /__sim/outcome rejects bad values (400), unknown requests (404) and ended ones (409)', async () => {
    const sim = createSimulator()
    const req = createTestRequest(sim.ctx)
    for (const body of [
      { requestId: req.id, status: 'delayed' },
      { requestId: req.id, status: 'failure', failReason: 'NOT_A_REASON' },
      { requestId: req.id, status: 'failure', refundFailReason: 'SLIPPAGE' },
      { requestId: req.id, status: 'success', failReason: 'SLIPPAGE' },
      { status: 'refund' },
    ])
      expect((await post(sim, '/__sim/outcome', body)).status, JSON.stringify(body)).toBe(400)
    expect(sim.ctx.store.get(req.id)?.outcome).toEqual({ status: 'success' })
    expect(
      (await post(sim, '/__sim/outcome', { requestId: `0x${'02'.repeat(32)}`, status: 'refund' })).status,
    ).toBe(404)
    await post(sim, '/__sim/deposit', { requestId: req.id })
    await sim.ctx.clock.advance(5000)
    expect((await post(sim, '/__sim/outcome', { requestId: req.id, status: 'refund' })).status).toBe(409)
  })

  test('behavior: /__sim/transaction credits an app balance in virtual mode', async () => {
    const sim = createSimulator()
    const from = '0x4444444444444444444444444444444444444444'
    const res = await post(sim, '/__sim/transaction', {
      chainId: 8453,
      from,
      to: addresses.solver,
      value: '1000000000000000000',
      data: `0x012345abcdef${'0'.repeat(40)}012345abcdef`,
    })
    expect(await res.json()).toMatchObject({ result: { kind: 'appBalanceDeposit', wallet: from } })
    const balances = await (await sim.fetch(`http://sim/app-fees/${from}/balances`)).json()
    expect(balances).toMatchObject({ totalBalanceUsd: 3000, availableBalanceUsd: 3000 })
    expect((await post(sim, '/__sim/transaction', { chainId: 1, from, to: from })).status).toBe(400)
  })

  test('parameters: devRoutes false mounts nothing', async () => {
    const sim = createSimulator({ devRoutes: false })
    expect((await sim.fetch('http://sim/__sim/health')).status).toBe(404)
  })
})
