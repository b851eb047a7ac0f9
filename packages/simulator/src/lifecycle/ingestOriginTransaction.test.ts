import { decodeFunctionData, encodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, test, vi } from 'vitest'
import { createSimulator } from '../app/createSimulator'
import { postToSim } from '../app/testing/postToSim'
import { addresses } from '../config/addresses'
import { depositoryAbi } from '../model/depositoryAbi'
import type { OriginTransaction } from '../model/OriginTransaction'
import type { SimContext } from '../model/SimContext'
import type { SimRequest } from '../model/types'
import { createTestRequest } from './createTestRequest'
import { ingestOriginTransaction } from './ingestOriginTransaction'
import { openDepositAddress } from './testing/openDepositAddress'

let n = 0
const hash = () => `0x${(++n).toString(16).padStart(64, '0')}`
const user = '0x1111111111111111111111111111111111111111'
const named = '0x2222222222222222222222222222222222222222'

/** A native deposit of `value` to the depository of `chainId` for `req`. */
function nativeDeposit(req: SimRequest, extra: Partial<OriginTransaction> = {}): OriginTransaction {
  return {
    chainId: req.originChainId,
    hash: hash(),
    from: user,
    to: addresses.depository,
    value: BigInt(req.amountIn),
    data: encodeFunctionData({ abi: depositoryAbi, functionName: 'depositNative', args: [req.id] }),
    blockNumber: 100,
    timestamp: 1_800_000_000,
    ...extra,
  }
}
/** A transfer of 2 USDC on 8453 from `named` to `to` (a plain ERC-20 transfer, as any wallet sends it). */
const usdcTransferTo = (to: `0x${string}`): OriginTransaction => ({
  chainId: 8453,
  hash: hash(),
  from: named,
  to: addresses.stablecoin,
  value: 0n,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, 2_000_000n] }),
  blockNumber: 5,
  timestamp: 1_800_000_000,
})
const usdc = (ctx: SimContext, chainId = 8453) => ctx.currency(chainId, addresses.stablecoin)!

/** A simulator holding a request for 2 USDC on 8453 to be paid to the open deposit address `depositAddress`. */
function depositAddressRequest(depositAddress: `0x${string}`) {
  const sim = createSimulator()
  const req = createTestRequest(sim.ctx, {
    currencyIn: usdc(sim.ctx),
    amountIn: '2000000',
    depositAddress: openDepositAddress(depositAddress),
  })
  return { sim, req, depositAddress }
}

describe('ingestOriginTransaction', () => {
  test('default', async () => {
    const sim = createSimulator()
    const req = createTestRequest(sim.ctx)
    const tx = nativeDeposit(req)
    expect(await ingestOriginTransaction(sim.ctx, tx)).toEqual({ kind: 'deposit', requestId: req.id })
    const r = sim.ctx.store.get(req.id)!
    expect(r.status).toBe('pending')
    expect(r.inTxs.map((t) => t.txHash)).toEqual([tx.hash])
    await sim.ctx.clock.advance(999)
    expect(r.status).toBe('pending')
    await sim.ctx.clock.advance(1)
    expect(r.status).toBe('submitted')
    expect(r.outTxs).toHaveLength(1)
    expect(r.outTxs[0]?.chainId).toBe(10)
    await sim.ctx.clock.advance(1999)
    expect(r.status).toBe('submitted')
    await sim.ctx.clock.advance(1)
    expect(r.status).toBe('success')
    expect(r.actualAmountOut).toBe(r.amountOut)
    expect(r.statusHistory.map((h) => h.status)).toEqual(['waiting', 'pending', 'submitted', 'success'])
  })

  test('behavior: ERC-20 deposit through depositErc20', async () => {
    const sim = createSimulator()
    const req = createTestRequest(sim.ctx, { currencyIn: usdc(sim.ctx), amountIn: '5000000' })
    const data = encodeFunctionData({
      abi: depositoryAbi,
      functionName: 'depositErc20',
      args: [addresses.stablecoin, 5_000_000n, req.id],
    })
    const result = await ingestOriginTransaction(sim.ctx, nativeDeposit(req, { value: 0n, data }))
    expect(result.kind).toBe('deposit')
    await sim.ctx.clock.advance(3000)
    expect(sim.ctx.store.get(req.id)?.status).toBe('success')
  })

  test('behavior: a deposit on another chain fails with DEPOSIT_CHAIN_MISMATCH', async () => {
    const sim = createSimulator()
    const req = createTestRequest(sim.ctx)
    await ingestOriginTransaction(sim.ctx, nativeDeposit(req, { chainId: 10 }))
    const r = sim.ctx.store.get(req.id)!
    expect(r.status).toBe('failure')
    expect(r.failReason).toBe('DEPOSIT_CHAIN_MISMATCH')
    await sim.ctx.clock.advance(10_000)
    expect(r.status).toBe('failure')
    expect(r.outTxs).toHaveLength(0)
  })

  test('behavior: a short amount is refunded with DEPOSITED_AMOUNT_TOO_LOW_TO_FILL', async () => {
    const sim = createSimulator()
    const req = createTestRequest(sim.ctx)
    await ingestOriginTransaction(sim.ctx, nativeDeposit(req, { value: BigInt(req.amountIn) - 1n }))
    const r = sim.ctx.store.get(req.id)!
    expect(r.status).toBe('pending')
    await sim.ctx.clock.advance(1000)
    expect(r.status).toBe('refund')
    expect(r.failReason).toBe('DEPOSITED_AMOUNT_TOO_LOW_TO_FILL')
    expect(r.outTxs[0]?.chainId).toBe(req.originChainId)
    // What was deposited is recorded, and exactly that is refunded (not the quoted amountIn).
    const short = (BigInt(req.amountIn) - 1n).toString()
    expect(r.deposited).toMatchObject({ chainId: 8453, currency: addresses.native, amount: short })
    const refund = decodeFunctionData({ abi: depositoryAbi, data: r.outTxs[0]!.data.data as `0x${string}` })
    expect(refund.functionName).toBe('refund')
    expect(refund.args.slice(0, 3)).toEqual([addresses.native, user, BigInt(short)])
  })

  test('behavior: a wrong currency is refunded with INCORRECT_DEPOSIT_CURRENCY', async () => {
    const sim = createSimulator()
    const req = createTestRequest(sim.ctx)
    const data = encodeFunctionData({
      abi: depositoryAbi,
      functionName: 'depositErc20',
      args: [addresses.stablecoin, 10n ** 18n, req.id],
    })
    await ingestOriginTransaction(sim.ctx, nativeDeposit(req, { value: 0n, data }))
    await sim.ctx.clock.advance(5000)
    const r = sim.ctx.store.get(req.id)!
    expect(r.status).toBe('refund')
    expect(r.failReason).toBe('INCORRECT_DEPOSIT_CURRENCY')
    // Refunded in the currency sent (the stablecoin), not the quoted native currency.
    expect(r.deposited).toMatchObject({ currency: addresses.stablecoin, amount: (10n ** 18n).toString() })
    const refund = decodeFunctionData({ abi: depositoryAbi, data: r.outTxs[0]!.data.data as `0x${string}` })
    expect(refund.args.slice(0, 3)).toEqual([addresses.stablecoin, user, 10n ** 18n])
  })

  test('behavior: a wrong-chain deposit that cannot end the request is recorded and refunded; the status stays', async () => {
    const sim = createSimulator()
    // A permit request confirmed by its signature (`depositing`, which may only move on to pending).
    const permit = createTestRequest(sim.ctx, { status: 'depositing' })
    const wrongTx = nativeDeposit(permit, { chainId: 10 })
    const wrong = await ingestOriginTransaction(sim.ctx, wrongTx)
    expect(wrong.kind).toBe('extraDeposit')
    expect(sim.ctx.store.get(permit.id)).toMatchObject({ status: 'depositing' })
    expect(sim.ctx.store.get(permit.id)?.inTxs.map((t) => t.txHash)).toEqual([wrongTx.hash])
    expect(sim.ctx.store.get(permit.id)?.deposited ?? null).toBeNull()
    // The right deposit is then indexed (not taken for a double spend), first in inTxs.
    const rightTx = nativeDeposit(permit)
    expect((await ingestOriginTransaction(sim.ctx, rightTx)).kind).toBe('deposit')
    await sim.ctx.clock.advance(5000)
    const done = sim.ctx.store.get(permit.id)!
    expect(done.status).toBe('success')
    expect(done.inTxs.map((t) => t.txHash)).toEqual([rightTx.hash, wrongTx.hash])
    // The wrong-chain deposit went back to its sender on chain 10.
    const refund = done.outTxs.find((t) => t.kind === 'refund')!
    expect(refund.chainId).toBe(10)
    const args = decodeFunctionData({ abi: depositoryAbi, data: refund.data.data as `0x${string}` }).args
    expect(args.slice(0, 3)).toEqual([addresses.native, user, BigInt(permit.amountIn)])

    // A fast-filled request that already succeeded: a wrong-chain deposit neither fails it nor counts
    // as its deposit; it is recorded and refunded.
    const fast = createTestRequest(sim.ctx)
    const res = await postToSim(sim, '/fast-fill', { requestId: fast.id })
    expect(res.status).toBe(200)
    await sim.ctx.clock.advance(5000)
    expect((await ingestOriginTransaction(sim.ctx, nativeDeposit(fast, { chainId: 10 }))).kind).toBe(
      'extraDeposit',
    )
    expect(sim.ctx.store.get(fast.id)?.status).toBe('success')
    expect(sim.ctx.store.get(fast.id)?.deposited ?? null).toBeNull()
    expect(sim.ctx.store.get(fast.id)?.inTxs).toHaveLength(1)
    expect(sim.ctx.store.get(fast.id)?.fastFill?.state).toBe('held')
    expect((await ingestOriginTransaction(sim.ctx, nativeDeposit(fast))).kind).toBe('deposit')
    expect(sim.ctx.store.get(fast.id)?.fastFill?.state).toBe('released')
    expect(sim.ctx.store.get(fast.id)?.inTxs).toHaveLength(2)
  })

  test('behavior: reverted, repeated and unknown deposits are ignored', async () => {
    const sim = createSimulator()
    const req = createTestRequest(sim.ctx)
    const reverted = await ingestOriginTransaction(sim.ctx, nativeDeposit(req, { success: false }))
    expect(reverted).toEqual({ kind: 'ignored', reason: 'transaction reverted' })
    expect(sim.ctx.store.get(req.id)?.status).toBe('waiting')

    const unknown = { ...req, id: `0x${'ee'.repeat(32)}` as const }
    expect((await ingestOriginTransaction(sim.ctx, nativeDeposit(unknown))).kind).toBe('ignored')

    const tx = nativeDeposit(req)
    expect((await ingestOriginTransaction(sim.ctx, tx)).kind).toBe('deposit')
    expect(await ingestOriginTransaction(sim.ctx, tx)).toEqual({
      kind: 'ignored',
      reason: 'transaction already ingested',
    })
    expect(sim.ctx.store.get(req.id)?.inTxs).toHaveLength(1)
  })

  test('behavior: a second deposit is recorded as an extra deposit; the status follows the first', async () => {
    const sim = createSimulator()
    const req = createTestRequest(sim.ctx)
    const first = nativeDeposit(req)
    expect((await ingestOriginTransaction(sim.ctx, first)).kind).toBe('deposit')
    const second = nativeDeposit(req)
    expect(await ingestOriginTransaction(sim.ctx, second)).toEqual({
      kind: 'extraDeposit',
      requestId: req.id,
      reason: expect.stringContaining('a deposit is already indexed'),
    })
    const r = sim.ctx.store.get(req.id)!
    expect(r.inTxs.map((t) => t.txHash)).toEqual([first.hash, second.hash])
    expect(r.deposited?.txHash).toBe(first.hash)
    expect(r.status).toBe('pending')
    await sim.ctx.clock.advance(5000)
    expect(r.status).toBe('success')
  })

  test('behavior: a transfer to the deposit address indexes the request and records the depositor', async () => {
    const { sim, req, depositAddress } = depositAddressRequest('0x3333333333333333333333333333333333333333')
    const tx = usdcTransferTo(depositAddress)
    expect(await ingestOriginTransaction(sim.ctx, tx)).toEqual({ kind: 'deposit', requestId: req.id })
    const r = sim.ctx.store.get(req.id)!
    expect(r.depositAddress).toMatchObject({ depositor: named, depositTxHash: tx.hash })
    expect(r.status).toBe('pending')
  })

  test('behavior: a transfer to a deposit address after the deadline is refunded with ORDER_EXPIRED, never filled', async () => {
    const { sim, req, depositAddress } = depositAddressRequest('0x4444444444444444444444444444444444444444')
    await sim.ctx.clock.advance(req.deadline - sim.ctx.clock.now() + 1)
    const tx = usdcTransferTo(depositAddress)
    expect(await ingestOriginTransaction(sim.ctx, tx)).toEqual({ kind: 'deposit', requestId: req.id })
    await sim.ctx.clock.advance(10_000)
    const r = sim.ctx.store.get(req.id)!
    expect(r.status).toBe('refund')
    expect(r.failReason).toBe('ORDER_EXPIRED')
    expect(r.outTxs.map((t) => t.chainId)).toEqual([8453])
  })

  test('behavior: deposit addresses are looked up in an index, not by scanning every request', async () => {
    const sim = createSimulator()
    const template = createTestRequest(sim.ctx)
    const address = (i: number) => `0x${i.toString(16).padStart(40, '0')}`
    const info = (i: number) => openDepositAddress(address(i))
    for (let i = 1; i <= 20_000; i++)
      sim.ctx.store.insert({
        ...template,
        id: `0xf${i.toString(16).padStart(63, '0')}`,
        depositAddress: info(i),
      })
    const scans = vi.spyOn(sim.ctx.store, 'values')
    const transfer = (to: string): OriginTransaction => ({
      chainId: 8453,
      hash: hash(),
      from: named,
      to,
      value: BigInt(template.amountIn),
      data: '0x',
      blockNumber: 5,
      timestamp: 1_800_000_000,
    })
    for (let i = 0; i < 200; i++) await ingestOriginTransaction(sim.ctx, transfer(named))
    const hit = await ingestOriginTransaction(
      sim.ctx,
      transfer(address(12_345).toUpperCase().replace('0X', '0x')),
    )
    expect(hit).toEqual({ kind: 'deposit', requestId: `0xf${(12_345).toString(16).padStart(63, '0')}` })
    // A deposit address set after the index was built is found too.
    sim.ctx.store.update(template.id, (r) => {
      r.depositAddress = info(999_999)
    })
    expect(await ingestOriginTransaction(sim.ctx, transfer(address(999_999)))).toEqual({
      kind: 'deposit',
      requestId: template.id,
    })
    expect(scans.mock.calls.length).toBeLessThanOrEqual(1)
  })

  describe('app-balance deposits', () => {
    const suffix = (address: string) => `012345abcdef${address.slice(2).toLowerCase()}012345abcdef`
    const zeros = `0x${'0'.repeat(40)}`
    /** A transaction by `user` to the solver on 8453, with a fresh hash, changed by `tx`. */
    const toSolver = (tx: Partial<OriginTransaction>): OriginTransaction => ({
      chainId: 8453,
      hash: hash(),
      from: user,
      to: addresses.solver,
      value: 0n,
      data: '0x',
      blockNumber: 1,
      timestamp: 1,
      ...tx,
    })

    // name, value, call data, the address credited and its micro-USD, another address left at 0
    test.each([
      [
        'native transfer naming an address credits it',
        10n ** 18n,
        `0x${suffix(named)}`,
        named,
        3_000_000_000n,
        user,
      ],
      [
        '40 zeros credit the sender; original call data is kept before the suffix',
        10n ** 17n,
        `0xdeadbeef${suffix(zeros)}`,
        user,
        300_000_000n,
        named,
      ],
    ] as const)('behavior: %s', async (_, value, data, credited, usd6, other) => {
      const sim = createSimulator()
      const result = await ingestOriginTransaction(sim.ctx, toSolver({ value, data }))
      expect(result).toEqual({ kind: 'appBalanceDeposit', wallet: credited })
      expect(sim.ctx.ledger.totalUsd6(credited)).toBe(usd6)
      expect(sim.ctx.ledger.totalUsd6(other)).toBe(0n)
    })

    test('behavior: ERC-20 transfer with the suffix after the transfer data', async () => {
      const sim = createSimulator()
      const transfer = encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [addresses.solver, 25_000_000n],
      })
      const usdcTransfer = (wallet: string) =>
        toSolver({ to: addresses.stablecoin, data: `${transfer}${suffix(wallet)}` })
      expect(await ingestOriginTransaction(sim.ctx, usdcTransfer(zeros))).toEqual({
        kind: 'appBalanceDeposit',
        wallet: user,
      })
      expect(await ingestOriginTransaction(sim.ctx, usdcTransfer(named))).toEqual({
        kind: 'appBalanceDeposit',
        wallet: named,
      })
      expect(sim.ctx.ledger.summary(user)).toMatchObject({ totalBalanceUsd: 25 })
      expect(sim.ctx.ledger.summary(named).balances[0]).toMatchObject({ amount: '25000000' })
    })

    test('behavior: ERC-20 transferFrom to the solver, as decoded by the watcher (token set)', async () => {
      const sim = createSimulator()
      const data = encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transferFrom',
        args: [user, addresses.solver, 7_000_000n],
      })
      const result = await ingestOriginTransaction(
        sim.ctx,
        toSolver({
          from: named,
          to: addresses.stablecoin,
          data: `${data}${suffix(zeros)}`,
          token: { address: addresses.stablecoin, amount: 7_000_000n },
        }),
      )
      expect(result).toEqual({ kind: 'appBalanceDeposit', wallet: named })
      expect(sim.ctx.ledger.totalUsd6(named)).toBe(7_000_000n)
    })

    test('behavior: no suffix, another chain or another recipient is ignored', async () => {
      const sim = createSimulator()
      const cases: Partial<OriginTransaction>[] = [
        { chainId: 8453, to: addresses.solver, data: '0x' },
        { chainId: 8453, to: addresses.solver, data: `0x012345abcdef${'1'.repeat(39)}012345abcdef` },
        { chainId: 10, to: addresses.solver, data: `0x${suffix(named)}` },
        { chainId: 8453, to: named, data: `0x${suffix(named)}` },
      ]
      for (const c of cases) {
        const result = await ingestOriginTransaction(sim.ctx, toSolver({ value: 10n ** 18n, ...c }))
        expect(result.kind, JSON.stringify(c.data)).toBe('ignored')
      }
      expect(sim.ctx.ledger.totalUsd6(named)).toBe(0n)
      expect(sim.ctx.ledger.totalUsd6(user)).toBe(0n)
    })
  })
})
