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
import { depositoryAbi } from '../model/depositoryAbi'
import { anvilAccount } from './anvilAccount'
import { createAnvilBackend } from './createAnvilBackend'
import { type ChainWatcher, createChainWatcher } from './createChainWatcher'
import { localChain } from './localChain'
import { type LocalChains, startLocalChains } from './startLocalChains'

let local: LocalChains
let sim: Simulator
let watcher: ChainWatcher
const logged: string[] = []
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
  watcher = createChainWatcher(sim.ctx, local.chains, { intervalMs: 50, log: (m) => logged.push(m) })
}, 20_000)
afterAll(async () => {
  await watcher?.stop()
  await sim?.close()
  await local?.stop()
})

const quote = async (body: Record<string, unknown>) => {
  const res = await sim.fetch('http://sim/quote/v2', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tradeType: 'EXACT_INPUT', originChainId: 8453, destinationChainId: 10, ...body }),
  })
  expect(res.status).toBe(200)
  return (await res.json()) as { steps: { requestId: string; depositAddress: string }[] }
}

const send = async (index: number, tx: { to: Address; data?: Hex; value?: bigint; gas?: bigint }) => {
  const wallet = createWalletClient({
    account: anvilAccount(index),
    chain: clients[8453]!.chain!,
    transport: http(local.rpcUrls[8453]),
  })
  const hash = await wallet.sendTransaction(tx)
  await clients[8453]!.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  return hash
}

describe('createChainWatcher', () => {
  test('default: a deposit to the depository is indexed with its receipt data', async () => {
    const q = await quote({
      user: anvilAccount(0).address,
      originCurrency: addresses.native,
      destinationCurrency: addresses.native,
      amount: '1000000000000000',
    })
    const id = q.steps[0]!.requestId as Hex
    const hash = await send(0, {
      to: addresses.depository,
      data: encodeFunctionData({ abi: depositoryAbi, functionName: 'depositNative', args: [id] }),
      value: 1_000_000_000_000_000n,
    })
    await watcher.sync()
    const request = sim.ctx.store.get(id)!
    expect(request.status).toBe('pending')
    expect(request.inTxs).toHaveLength(1)
    expect(request.inTxs[0]).toMatchObject({ txHash: hash, chainId: 8453, status: 'success' })
    expect(BigInt(request.inTxs[0]!.fee)).toBeGreaterThan(0n)
  })

  test('behavior: a stablecoin transfer to a deposit address is indexed', async () => {
    const q = await quote({
      user: anvilAccount(1).address,
      originCurrency: addresses.stablecoin,
      destinationCurrency: addresses.stablecoin,
      amount: '4000000',
      useDepositAddress: true,
    })
    const step = q.steps[0]!
    expect(step.depositAddress).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await send(1, {
      to: addresses.stablecoin,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [step.depositAddress as Address, 4_000_000n],
      }),
    })
    await watcher.sync()
    const request = sim.ctx.store.get(step.requestId)!
    expect(request.status).toBe('pending')
    expect(request.depositAddress?.depositor?.toLowerCase()).toBe(anvilAccount(1).address.toLowerCase())
  })

  test('behavior: a transfer to the solver with app-balance call data credits the named wallet', async () => {
    const wallet = anvilAccount(5).address
    const before = sim.ctx.ledger.totalUsd(wallet)
    await send(2, {
      to: addresses.solver,
      value: 1_000_000_000_000_000n,
      data: `0x012345abcdef${wallet.slice(2).toLowerCase()}012345abcdef`,
    })
    await watcher.sync()
    // 0.001 ETH at the default 3000 USD.
    expect(sim.ctx.ledger.totalUsd(wallet) - before).toBeCloseTo(3, 6)
  })

  test('behavior: odd and reverted transactions are skipped without stopping the watcher', async () => {
    const q = await quote({
      user: anvilAccount(3).address,
      originCurrency: addresses.native,
      destinationCurrency: addresses.native,
      amount: '2000000000000000',
    })
    const id = q.steps[0]!.requestId as Hex
    // Garbage call data to the depository reverts on chain; a reverted real deposit must not index.
    await send(3, { to: addresses.depository, data: '0xdeadbeef', gas: 100_000n })
    await send(3, {
      to: addresses.depository,
      data: encodeFunctionData({ abi: depositoryAbi, functionName: 'depositNative', args: [id] }),
      value: 0n,
      gas: 100_000n,
    })
    await watcher.sync()
    expect(sim.ctx.store.get(id)!.status).toBe('waiting')
    expect(sim.ctx.store.get(id)!.inTxs).toHaveLength(0)
    await send(3, {
      to: addresses.depository,
      data: encodeFunctionData({ abi: depositoryAbi, functionName: 'depositNative', args: [id] }),
      value: 2_000_000_000_000_000n,
    })
    await watcher.sync()
    expect(sim.ctx.store.get(id)!.status).toBe('pending')
    expect(logged).toEqual([])
  })
})
