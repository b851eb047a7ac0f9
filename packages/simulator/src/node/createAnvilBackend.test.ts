import { type Address, encodeFunctionData, erc20Abi, type Hex } from 'viem'
import { describe, expect, test } from 'vitest'
import { addresses } from '../config/addresses'
import { ingestOriginTransaction } from '../lifecycle/ingestOriginTransaction'
import { depositoryAbi } from '../model/depositoryAbi'
import type { SimRequest } from '../model/types'
import { postTestQuote } from '../quote/testing/postTestQuote'
import { anvilAccount } from './anvilAccount'
import { setupTestChains } from './testing/setupTestChains'

const anvil = setupTestChains()

/** A request as the quote module issues it (in-process quote, no API key). */
const request = async (body: Record<string, unknown>): Promise<SimRequest> => {
  const { status, body: quote } = await postTestQuote(anvil.sim, body, { key: null })
  expect(status).toBe(200)
  return anvil.sim.ctx.store.get(quote.steps[0].requestId)!
}

/** A stablecoin → stablecoin request (8453 → 10) with these fields. */
const stablecoinRequest = (body: Record<string, unknown>) =>
  request({ originCurrency: addresses.stablecoin, destinationCurrency: addresses.stablecoin, ...body })

/** Anvil account `index` approves the depository for `amount` of the stablecoin on 8453 (mined). */
const approveDepository = async (index: number, amount: bigint) =>
  anvil.mined(
    8453,
    await anvil.wallet(index, 8453).writeContract({
      address: addresses.stablecoin,
      abi: erc20Abi,
      functionName: 'approve',
      args: [addresses.depository, amount],
    }),
  )

/** Anvil account `index` approves and deposits `amount` of the stablecoin for request `id` on 8453; returns the mined deposit's hash. */
const depositStablecoin = async (index: number, amount: bigint, id: Hex) => {
  await approveDepository(index, amount)
  const hash = await anvil.wallet(index, 8453).writeContract({
    address: addresses.depository,
    abi: depositoryAbi,
    functionName: 'depositErc20',
    args: [addresses.stablecoin, amount, id],
  })
  await anvil.mined(8453, hash)
  return hash
}

describe('createAnvilBackend', () => {
  test('default: a transaction sent exactly with feeData and estimateGas is accepted', async () => {
    const backend = anvil.sim.ctx.backend
    expect(backend.mode).toBe('anvil')
    const fees = await backend.feeData(8453)
    expect(fees.maxFeePerGas).toBeGreaterThan(0n)
    const tx = {
      chainId: 8453,
      from: anvilAccount(0).address,
      to: addresses.depository,
      data: encodeFunctionData({
        abi: depositoryAbi,
        functionName: 'depositNative',
        args: [`0x${'ab'.repeat(32)}`],
      }),
      value: '1000',
    }
    const gas = await backend.estimateGas(tx)
    const hash = await anvil.wallet(0, 8453).sendTransaction({
      to: tx.to,
      data: tx.data as Hex,
      value: 1000n,
      gas,
      maxFeePerGas: fees.maxFeePerGas,
      maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
    })
    expect((await anvil.mined(8453, hash)).status).toBe('success')
  })

  test('behavior: fill pays the recipient the output amount (native and stablecoin), serialised per chain', async () => {
    const recipient = anvilAccount(6).address
    const eth = await request({
      user: anvilAccount(0).address,
      recipient,
      originCurrency: addresses.native,
      destinationCurrency: addresses.native,
      amount: '1000000000000000',
    })
    const stable = await stablecoinRequest({ user: anvilAccount(0).address, recipient, amount: '5000000' })
    const ethBefore = await anvil.client(10).getBalance({ address: recipient })
    const usdcBefore = await anvil.usdc(10, recipient)
    // Concurrent fills from the same solver: the per-chain queue keeps nonces apart.
    const txs = await Promise.all([
      anvil.sim.ctx.backend.fill(eth),
      anvil.sim.ctx.backend.fill(stable),
      anvil.sim.ctx.backend.fill(eth),
    ])
    for (const tx of txs) {
      expect(tx).toMatchObject({ chainId: 10, type: 'onchain', status: 'success' })
      expect(tx.block).toBeGreaterThan(0)
      expect(BigInt(tx.fee)).toBeGreaterThan(0n)
      expect(tx.data.from.toLowerCase()).toBe(addresses.solver.toLowerCase())
    }
    expect(await anvil.client(10).getBalance({ address: recipient })).toBe(
      ethBefore + 2n * BigInt(eth.amountOut),
    )
    expect(await anvil.usdc(10, recipient)).toBe(usdcBefore + BigInt(stable.amountOut))
  })

  test('behavior: refund returns the deposit from the depository to refundTo', async () => {
    const user = anvilAccount(1).address
    const refundTo = anvilAccount(6).address
    const r = await stablecoinRequest({ user, refundTo, amount: '7000000' })
    const deposit = await depositStablecoin(1, 7_000_000n, r.id)
    const before = await anvil.usdc(8453, refundTo)
    const tx = await anvil.sim.ctx.backend.refund(r)
    expect(tx).toMatchObject({ chainId: 8453, status: 'success' })
    expect(await anvil.usdc(8453, refundTo)).toBe(before + 7_000_000n)

    // lookupTransaction decodes the ERC-20 deposit it saw.
    const seen = await anvil.sim.ctx.backend.lookupTransaction(8453, deposit)
    expect(seen).toMatchObject({
      chainId: 8453,
      from: user,
      success: true,
      token: { address: addresses.stablecoin, amount: 7_000_000n },
    })
    expect(String(seen!.data).endsWith(r.id.slice(2))).toBe(true)
    expect(seen!.fee).toBeGreaterThan(0n)
    expect(await anvil.sim.ctx.backend.lookupTransaction(8453, `0x${'12'.repeat(32)}`)).toBeNull()
  })

  test('behavior: executePermitDeposit pulls the approved amount into the depository', async () => {
    const user = anvilAccount(3).address
    const r = await stablecoinRequest({ user, amount: '3000000' })
    await approveDepository(3, 3_000_000n)
    const before = await anvil.usdc(8453, addresses.depository)
    const tx = await anvil.sim.ctx.backend.executePermitDeposit(r)
    expect(tx.status).toBe('success')
    expect(await anvil.usdc(8453, addresses.depository)).toBe(before + 3_000_000n)
  })

  test('behavior: a short ERC-20 deposit is refunded exactly what was deposited, from the depository', async () => {
    const user = anvilAccount(2).address
    const refundTo = '0x5555555555555555555555555555555555555555'
    const r = await stablecoinRequest({ user, refundTo, amount: '7000000' })
    // Approves and deposits 3 of the 7 quoted.
    const hash = await depositStablecoin(2, 3_000_000n, r.id)
    const depositoryBefore = await anvil.usdc(8453, addresses.depository)
    const before = await anvil.usdc(8453, refundTo)
    const seen = await anvil.sim.ctx.backend.lookupTransaction(8453, hash)
    expect(await ingestOriginTransaction(anvil.sim.ctx, seen!)).toEqual({ kind: 'deposit', requestId: r.id })
    await anvil.sim.ctx.clock.advance(5000)
    const ended = anvil.sim.ctx.store.get(r.id)!
    expect(ended).toMatchObject({ status: 'refund', failReason: 'DEPOSITED_AMOUNT_TOO_LOW_TO_FILL' })
    expect(ended.deposited).toMatchObject({ currency: addresses.stablecoin, amount: '3000000' })
    expect(await anvil.usdc(8453, refundTo)).toBe(before + 3_000_000n)
    expect(await anvil.usdc(8453, addresses.depository)).toBe(depositoryBefore - 3_000_000n)
  })

  test('behavior: a deposit in the wrong currency is refunded in the currency sent', async () => {
    const user = anvilAccount(2).address
    const refundTo = '0x6666666666666666666666666666666666666666'
    const r = await stablecoinRequest({ user, refundTo, amount: '5000000' })
    // Native ETH sent instead of the quoted stablecoin.
    const hash = await anvil.wallet(2, 8453).writeContract({
      address: addresses.depository,
      abi: depositoryAbi,
      functionName: 'depositNative',
      args: [r.id],
      value: 1_000_000_000_000_000n,
    })
    await anvil.mined(8453, hash)
    const usdcBefore = await anvil.usdc(8453, refundTo)
    const seen = await anvil.sim.ctx.backend.lookupTransaction(8453, hash)
    await ingestOriginTransaction(anvil.sim.ctx, seen!)
    await anvil.sim.ctx.clock.advance(5000)
    expect(anvil.sim.ctx.store.get(r.id)).toMatchObject({
      status: 'refund',
      failReason: 'INCORRECT_DEPOSIT_CURRENCY',
    })
    expect(await anvil.client(8453).getBalance({ address: refundTo })).toBe(1_000_000_000_000_000n)
    expect(await anvil.usdc(8453, refundTo)).toBe(usdcBefore)
  })

  test('behavior: a deposit-address request is refunded by the solver, in what was sent', async () => {
    const user = anvilAccount(2).address
    const refundTo = '0x7777777777777777777777777777777777777777'
    const r = await stablecoinRequest({ user, refundTo, amount: '4000000', useDepositAddress: true })
    expect(r.depositAddress).not.toBeNull()
    anvil.sim.ctx.store.update(r.id, (x) => {
      x.outcome = { status: 'refund', failReason: 'SLIPPAGE' }
    })
    const hash = await anvil.wallet(2, 8453).writeContract({
      address: addresses.stablecoin,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [r.depositAddress!.address as Address, 4_000_000n],
    })
    await anvil.mined(8453, hash)
    const depositoryBefore = await anvil.usdc(8453, addresses.depository)
    await ingestOriginTransaction(anvil.sim.ctx, (await anvil.sim.ctx.backend.lookupTransaction(8453, hash))!)
    await anvil.sim.ctx.clock.advance(5000)
    const ended = anvil.sim.ctx.store.get(r.id)!
    expect(ended.status).toBe('refund')
    expect(ended.outTxs[0]?.data.from.toLowerCase()).toBe(addresses.solver.toLowerCase())
    expect(await anvil.usdc(8453, refundTo)).toBe(4_000_000n)
    // The depository pool (other requests' deposits) is untouched.
    expect(await anvil.usdc(8453, addresses.depository)).toBe(depositoryBefore)
  })
})
