import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  type PublicClient,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createSimulator, type Simulator } from '../app/createSimulator'
import { addresses } from '../config/addresses'
import { ingestOriginTransaction } from '../lifecycle/ingestOriginTransaction'
import { depositoryAbi } from '../model/depositoryAbi'
import type { SimRequest } from '../model/types'
import { anvilAccount } from './anvilAccount'
import { createAnvilBackend } from './createAnvilBackend'
import { localChain } from './localChain'
import { type LocalChains, startLocalChains } from './startLocalChains'

let local: LocalChains
let sim: Simulator
const clients: Record<number, PublicClient> = {}

beforeAll(async () => {
  local = await startLocalChains()
  sim = createSimulator({
    mode: 'anvil',
    rpcUrls: local.rpcUrls,
    backend: (ctx) => createAnvilBackend(ctx, local.chains),
  })
  for (const c of local.chains)
    clients[c.chainId] = createPublicClient({
      chain: localChain(c.chainId, c.rpcUrl),
      transport: http(c.rpcUrl),
    })
}, 20_000)
afterAll(async () => {
  await sim?.close()
  await local?.stop()
})

/** A request as the quote module issues it (in-process quote). */
const request = async (body: Record<string, unknown>): Promise<SimRequest> => {
  const res = await sim.fetch('http://sim/quote/v2', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tradeType: 'EXACT_INPUT', originChainId: 8453, destinationChainId: 10, ...body }),
  })
  const quote = (await res.json()) as { steps: { requestId: string }[] }
  expect(res.status).toBe(200)
  return sim.ctx.store.get(quote.steps[0]!.requestId)!
}

const wallet = (index: number, chainId: number) =>
  createWalletClient({
    account: anvilAccount(index),
    chain: clients[chainId]!.chain!,
    transport: http(local.rpcUrls[chainId]),
  })
const usdc = (chainId: number, owner: string) =>
  clients[chainId]!.readContract({
    address: addresses.stablecoin,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner as Address],
  })
const mined = (chainId: number, hash: Hex) =>
  clients[chainId]!.waitForTransactionReceipt({ hash, pollingInterval: 50 })

describe('createAnvilBackend', () => {
  test('default: a transaction sent exactly with feeData and estimateGas is accepted', async () => {
    const backend = sim.ctx.backend
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
    const hash = await wallet(0, 8453).sendTransaction({
      to: tx.to,
      data: tx.data as Hex,
      value: 1000n,
      gas,
      maxFeePerGas: fees.maxFeePerGas,
      maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
    })
    expect((await mined(8453, hash)).status).toBe('success')
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
    const stable = await request({
      user: anvilAccount(0).address,
      recipient,
      originCurrency: addresses.stablecoin,
      destinationCurrency: addresses.stablecoin,
      amount: '5000000',
    })
    const ethBefore = await clients[10]!.getBalance({ address: recipient })
    const usdcBefore = await usdc(10, recipient)
    // Concurrent fills from the same solver: the per-chain queue keeps nonces apart.
    const txs = await Promise.all([
      sim.ctx.backend.fill(eth),
      sim.ctx.backend.fill(stable),
      sim.ctx.backend.fill(eth),
    ])
    for (const tx of txs) {
      expect(tx).toMatchObject({ chainId: 10, type: 'onchain', status: 'success' })
      expect(tx.block).toBeGreaterThan(0)
      expect(BigInt(tx.fee)).toBeGreaterThan(0n)
      expect(tx.data.from.toLowerCase()).toBe(addresses.solver.toLowerCase())
    }
    expect(await clients[10]!.getBalance({ address: recipient })).toBe(ethBefore + 2n * BigInt(eth.amountOut))
    expect(await usdc(10, recipient)).toBe(usdcBefore + BigInt(stable.amountOut))
  })

  test('behavior: refund returns the deposit from the depository to refundTo', async () => {
    const user = anvilAccount(1).address
    const refundTo = anvilAccount(6).address
    const r = await request({
      user,
      refundTo,
      originCurrency: addresses.stablecoin,
      destinationCurrency: addresses.stablecoin,
      amount: '7000000',
    })
    const w = wallet(1, 8453)
    await mined(
      8453,
      await w.writeContract({
        address: addresses.stablecoin,
        abi: erc20Abi,
        functionName: 'approve',
        args: [addresses.depository, 7_000_000n],
      }),
    )
    const deposit = await w.writeContract({
      address: addresses.depository,
      abi: depositoryAbi,
      functionName: 'depositErc20',
      args: [addresses.stablecoin, 7_000_000n, r.id],
    })
    await mined(8453, deposit)
    const before = await usdc(8453, refundTo)
    const tx = await sim.ctx.backend.refund(r)
    expect(tx).toMatchObject({ chainId: 8453, status: 'success' })
    expect(await usdc(8453, refundTo)).toBe(before + 7_000_000n)

    // lookupTransaction decodes the ERC-20 deposit it saw.
    const seen = await sim.ctx.backend.lookupTransaction(8453, deposit)
    expect(seen).toMatchObject({
      chainId: 8453,
      from: user,
      success: true,
      token: { address: addresses.stablecoin, amount: 7_000_000n },
    })
    expect(String(seen!.data).endsWith(r.id.slice(2))).toBe(true)
    expect(seen!.fee).toBeGreaterThan(0n)
    expect(await sim.ctx.backend.lookupTransaction(8453, `0x${'12'.repeat(32)}`)).toBeNull()
  })

  test('behavior: executePermitDeposit pulls the approved amount into the depository', async () => {
    const user = anvilAccount(3).address
    const r = await request({
      user,
      originCurrency: addresses.stablecoin,
      destinationCurrency: addresses.stablecoin,
      amount: '3000000',
    })
    await mined(
      8453,
      await wallet(3, 8453).writeContract({
        address: addresses.stablecoin,
        abi: erc20Abi,
        functionName: 'approve',
        args: [addresses.depository, 3_000_000n],
      }),
    )
    const before = await usdc(8453, addresses.depository)
    const tx = await sim.ctx.backend.executePermitDeposit(r)
    expect(tx.status).toBe('success')
    expect(await usdc(8453, addresses.depository)).toBe(before + 3_000_000n)
  })

  test('behavior: a short ERC-20 deposit is refunded exactly what was deposited, from the depository', async () => {
    const user = anvilAccount(2).address
    const refundTo = '0x5555555555555555555555555555555555555555'
    const r = await request({
      user,
      refundTo,
      originCurrency: addresses.stablecoin,
      destinationCurrency: addresses.stablecoin,
      amount: '7000000',
    })
    const w = wallet(2, 8453)
    await mined(
      8453,
      await w.writeContract({
        address: addresses.stablecoin,
        abi: erc20Abi,
        functionName: 'approve',
        args: [addresses.depository, 3_000_000n],
      }),
    )
    const hash = await w.writeContract({
      address: addresses.depository,
      abi: depositoryAbi,
      functionName: 'depositErc20',
      args: [addresses.stablecoin, 3_000_000n, r.id],
    })
    await mined(8453, hash)
    const depositoryBefore = await usdc(8453, addresses.depository)
    const before = await usdc(8453, refundTo)
    const seen = await sim.ctx.backend.lookupTransaction(8453, hash)
    expect(await ingestOriginTransaction(sim.ctx, seen!)).toEqual({ kind: 'deposit', requestId: r.id })
    await sim.ctx.clock.advance(5000)
    const ended = sim.ctx.store.get(r.id)!
    expect(ended).toMatchObject({ status: 'refund', failReason: 'DEPOSITED_AMOUNT_TOO_LOW_TO_FILL' })
    expect(ended.deposited).toMatchObject({ currency: addresses.stablecoin, amount: '3000000' })
    expect(await usdc(8453, refundTo)).toBe(before + 3_000_000n)
    expect(await usdc(8453, addresses.depository)).toBe(depositoryBefore - 3_000_000n)
  })

  test('behavior: a deposit in the wrong currency is refunded in the currency sent', async () => {
    const user = anvilAccount(2).address
    const refundTo = '0x6666666666666666666666666666666666666666'
    const r = await request({
      user,
      refundTo,
      originCurrency: addresses.stablecoin,
      destinationCurrency: addresses.stablecoin,
      amount: '5000000',
    })
    // Native ETH sent instead of the quoted stablecoin.
    const hash = await wallet(2, 8453).writeContract({
      address: addresses.depository,
      abi: depositoryAbi,
      functionName: 'depositNative',
      args: [r.id],
      value: 1_000_000_000_000_000n,
    })
    await mined(8453, hash)
    const usdcBefore = await usdc(8453, refundTo)
    const seen = await sim.ctx.backend.lookupTransaction(8453, hash)
    await ingestOriginTransaction(sim.ctx, seen!)
    await sim.ctx.clock.advance(5000)
    expect(sim.ctx.store.get(r.id)).toMatchObject({
      status: 'refund',
      failReason: 'INCORRECT_DEPOSIT_CURRENCY',
    })
    expect(await clients[8453]!.getBalance({ address: refundTo })).toBe(1_000_000_000_000_000n)
    expect(await usdc(8453, refundTo)).toBe(usdcBefore)
  })

  test('behavior: a deposit-address request is refunded by the solver, in what was sent', async () => {
    const user = anvilAccount(2).address
    const refundTo = '0x7777777777777777777777777777777777777777'
    const r = await request({
      user,
      refundTo,
      originCurrency: addresses.stablecoin,
      destinationCurrency: addresses.stablecoin,
      amount: '4000000',
      useDepositAddress: true,
    })
    expect(r.depositAddress).not.toBeNull()
    sim.ctx.store.update(r.id, (x) => {
      x.outcome = { status: 'refund', failReason: 'SLIPPAGE' }
    })
    const hash = await wallet(2, 8453).writeContract({
      address: addresses.stablecoin,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [r.depositAddress!.address as Address, 4_000_000n],
    })
    await mined(8453, hash)
    const depositoryBefore = await usdc(8453, addresses.depository)
    await ingestOriginTransaction(sim.ctx, (await sim.ctx.backend.lookupTransaction(8453, hash))!)
    await sim.ctx.clock.advance(5000)
    const ended = sim.ctx.store.get(r.id)!
    expect(ended.status).toBe('refund')
    expect(ended.outTxs[0]?.data.from.toLowerCase()).toBe(addresses.solver.toLowerCase())
    expect(await usdc(8453, refundTo)).toBe(4_000_000n)
    // The depository pool (other requests' deposits) is untouched.
    expect(await usdc(8453, addresses.depository)).toBe(depositoryBefore)
  })
})
