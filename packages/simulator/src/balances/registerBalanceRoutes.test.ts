import { describe, expect, test } from 'vitest'
import { createSimulator } from '../app/createSimulator'
import { postToSim } from '../app/testing/postToSim'
import { addresses } from '../config/addresses'
import { synthesizeDeposit } from '../dev/synthesizeDeposit'
import { createTestRequest } from '../lifecycle/createTestRequest'
import { ingestOriginTransaction } from '../lifecycle/ingestOriginTransaction'

type Sim = ReturnType<typeof createSimulator>
const balances = async (sim: Sim, wallet: string = addresses.demoSponsor) =>
  (await (await sim.fetch(`http://sim/app-fees/${wallet}/balances`)).json()) as {
    totalBalanceUsd: number
    outstandingFastFillBalanceUsd: number
    availableBalanceUsd: number
    balances: { amount: string }[]
  }

describe('GET /app-fees/:wallet/balances', () => {
  test('default', async () => {
    const sim = createSimulator()
    expect(await balances(sim)).toEqual({
      balances: [
        {
          currency: {
            chainId: 8453,
            address: addresses.stablecoin,
            symbol: 'USDC',
            name: 'Simulated USD Coin',
            decimals: 6,
          },
          amount: '1000000000',
          amountFormatted: '1000',
          amountUsd: '1000.000000',
          minimumAmount: '1000000',
        },
      ],
      totalBalanceUsd: 1000,
      outstandingFastFillBalanceUsd: 0,
      availableBalanceUsd: 1000,
    })
  })

  test('parameters: malformed address', async () => {
    const sim = createSimulator()
    expect((await sim.fetch('http://sim/app-fees/0x1234/balances')).status).toBe(400)
  })
})

describe('POST /fast-fill', () => {
  test('default', async () => {
    const sim = createSimulator()
    const req = createTestRequest(sim.ctx, { apiKey: 'demo-key' })
    const res = await postToSim(sim, '/fast-fill', { requestId: req.id })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ message: expect.any(String) })
    const r = sim.ctx.store.get(req.id)!
    expect(r.features).toContain('fast_fill')
    expect(r.status).toBe('pending')
    expect(r.inTxs).toHaveLength(0)
    // available = total − holds
    expect(await balances(sim)).toMatchObject({
      totalBalanceUsd: 1000,
      outstandingFastFillBalanceUsd: 30,
      availableBalanceUsd: 970,
    })
    await sim.ctx.clock.advance(3000)
    expect(r.status).toBe('success')
    expect(r.inTxs).toHaveLength(0)
    // A second call: already executed.
    const again = await postToSim(sim, '/fast-fill', { requestId: req.id })
    expect(again.status).toBe(200)
    expect(sim.ctx.ledger.holdsUsd6(addresses.demoSponsor)).toBe(30_000_000n)
  })

  test('behavior: the hold is released when the origin deposit is indexed', async () => {
    const sim = createSimulator()
    const req = createTestRequest(sim.ctx)
    await postToSim(sim, '/fast-fill', { requestId: req.id, solverInputCurrencyAmount: '5000000000000000' }) // 0.005 ETH = 15 USD
    expect((await balances(sim)).outstandingFastFillBalanceUsd).toBe(15)
    await sim.ctx.clock.advance(3000)
    await ingestOriginTransaction(sim.ctx, synthesizeDeposit(sim.ctx, req))
    const r = sim.ctx.store.get(req.id)!
    expect(r.inTxs).toHaveLength(1)
    expect(r.status).toBe('success')
    expect(r.fastFill?.state).toBe('released')
    expect(r.actualAmountOut).toBe((BigInt(r.amountOut) / 2n).toString())
    expect(await balances(sim)).toMatchObject({ totalBalanceUsd: 1000, outstandingFastFillBalanceUsd: 0 })
    await sim.ctx.clock.advance(sim.ctx.options.timing.deadlineMs)
    expect((await balances(sim)).totalBalanceUsd).toBe(1000)
  })

  test('behavior: a hold never released by the deadline becomes a permanent debit, credited back if the deposit lands later', async () => {
    const sim = createSimulator()
    const req = createTestRequest(sim.ctx)
    await postToSim(sim, '/fast-fill', { requestId: req.id })
    await sim.ctx.clock.advance(req.deadline - sim.ctx.clock.now() - 1)
    expect(await balances(sim)).toMatchObject({ totalBalanceUsd: 1000, outstandingFastFillBalanceUsd: 30 })
    await sim.ctx.clock.advance(1)
    expect(await balances(sim)).toMatchObject({
      totalBalanceUsd: 970,
      outstandingFastFillBalanceUsd: 0,
      availableBalanceUsd: 970,
    })
    expect(sim.ctx.store.get(req.id)?.fastFill?.state).toBe('debited')
    // A deposit landing afterwards credits the debit back (creditBackFastFillDebit), once.
    const late = synthesizeDeposit(sim.ctx, req)
    await ingestOriginTransaction(sim.ctx, late)
    expect(await balances(sim)).toMatchObject({
      totalBalanceUsd: 1000,
      outstandingFastFillBalanceUsd: 0,
      availableBalanceUsd: 1000,
    })
    expect(sim.ctx.ledger.entries(addresses.demoSponsor).at(-1)).toMatchObject({
      kind: 'deposit',
      usd6: 30_000_000n,
      txHash: late.hash,
    })
    expect(sim.ctx.store.get(req.id)?.fastFill?.state).toBe('released')
    await ingestOriginTransaction(sim.ctx, synthesizeDeposit(sim.ctx, sim.ctx.store.get(req.id)!))
    await sim.ctx.clock.advance(sim.ctx.options.timing.deadlineMs)
    expect((await balances(sim)).totalBalanceUsd).toBe(1000)
  })

  test('behavior: 401 without a key or with an unknown one', async () => {
    const sim = createSimulator()
    const req = createTestRequest(sim.ctx)
    expect((await postToSim(sim, '/fast-fill', { requestId: req.id }, null)).status).toBe(401)
    expect((await postToSim(sim, '/fast-fill', { requestId: req.id }, 'bogus')).status).toBe(401)
  })

  test('behavior: 400 for a bad body', async () => {
    const sim = createSimulator()
    const req = createTestRequest(sim.ctx)
    for (const body of [
      'not json',
      { requestId: 42 },
      { requestId: req.id, maxFillAmountUsd: '5' },
      { requestId: req.id, solverInputCurrencyAmount: '-1' },
    ]) {
      expect((await postToSim(sim, '/fast-fill', body)).status, JSON.stringify(body)).toBe(400)
    }
    expect(sim.ctx.store.get(req.id)?.status).toBe('waiting')
  })

  test('behavior: 400 when the fill value exceeds maxFillAmountUsd, and nothing is executed', async () => {
    const sim = createSimulator()
    const req = createTestRequest(sim.ctx)
    const res = await postToSim(sim, '/fast-fill', { requestId: req.id, maxFillAmountUsd: 29.99 })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ message: expect.stringContaining('maxFillAmountUsd') })
    expect(sim.ctx.store.get(req.id)?.status).toBe('waiting')
    expect(sim.ctx.ledger.holdsUsd6(addresses.demoSponsor)).toBe(0n)
    expect((await postToSim(sim, '/fast-fill', { requestId: req.id, maxFillAmountUsd: 30 })).status).toBe(200)
  })

  test('behavior: maxFillAmountUsd caps the request value, not the solver input value', async () => {
    const sim = createSimulator()
    const req = createTestRequest(sim.ctx) // 0.01 ETH, 30 USD
    // 0.001 ETH of input is worth 3 USD, under the cap, but the request is worth 30: not executed.
    const res = await postToSim(sim, '/fast-fill', {
      requestId: req.id,
      maxFillAmountUsd: 10,
      solverInputCurrencyAmount: '1000000000000000',
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ errorCode: 'MAX_FILL_AMOUNT_EXCEEDED' })
    expect(sim.ctx.store.get(req.id)?.status).toBe('waiting')
    expect(sim.ctx.ledger.holdsUsd6(addresses.demoSponsor)).toBe(0n)
  })

  test('behavior: a solverInputCurrencyAmount above the request input is a 400', async () => {
    const sim = createSimulator()
    const req = createTestRequest(sim.ctx)
    const over = await postToSim(sim, '/fast-fill', {
      requestId: req.id,
      solverInputCurrencyAmount: (BigInt(req.amountIn) + 1n).toString(),
    })
    expect(over.status).toBe(400)
    expect(await over.json()).toMatchObject({ message: expect.stringContaining('solverInputCurrencyAmount') })
    expect(sim.ctx.store.get(req.id)?.status).toBe('waiting')
    expect(
      (await postToSim(sim, '/fast-fill', { requestId: req.id, solverInputCurrencyAmount: req.amountIn }))
        .status,
    ).toBe(200)
  })

  test('behavior: 403 without a linked sponsor wallet', async () => {
    const sim = createSimulator()
    const req = createTestRequest(sim.ctx)
    expect((await postToSim(sim, '/fast-fill', { requestId: req.id }, 'nolink-key')).status).toBe(403)
  })

  test('behavior: 403 when holds leave too little available balance', async () => {
    const sim = createSimulator({ initialAppBalanceUsd: 50 })
    const a = createTestRequest(sim.ctx)
    const b = createTestRequest(sim.ctx)
    expect((await postToSim(sim, '/fast-fill', { requestId: a.id })).status).toBe(200) // 30 of 50 held
    const res = await postToSim(sim, '/fast-fill', { requestId: b.id }) // needs 30, 20 available
    expect(res.status).toBe(403)
    expect(sim.ctx.store.get(b.id)?.status).toBe('waiting')
  })

  test('behavior: 404 for an unknown request, 409 for one already being processed', async () => {
    const sim = createSimulator()
    expect((await postToSim(sim, '/fast-fill', { requestId: `0x${'42'.repeat(32)}` })).status).toBe(404)
    const req = createTestRequest(sim.ctx)
    await ingestOriginTransaction(sim.ctx, synthesizeDeposit(sim.ctx, req))
    const res = await postToSim(sim, '/fast-fill', { requestId: req.id })
    expect(res.status).toBe(409)
    expect(sim.ctx.ledger.holdsUsd6(addresses.demoSponsor)).toBe(0n)
  })
})
