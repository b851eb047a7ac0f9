import { type Address, encodeFunctionData, erc20Abi, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { addresses } from '../config/addresses'
import { depositoryAbi } from '../model/depositoryAbi'
import { postTestQuote } from '../quote/testing/postTestQuote'
import { anvilAccount } from './anvilAccount'
import { type ChainWatcher, createChainWatcher } from './createChainWatcher'
import { setupTestChains } from './testing/setupTestChains'

const anvil = setupTestChains()
let watcher: ChainWatcher
const logged: string[] = []

beforeAll(() => {
  watcher = createChainWatcher(anvil.sim.ctx, anvil.local.chains, {
    intervalMs: 50,
    log: (m) => logged.push(m),
  })
})
// Runs before setupTestChains' afterAll (registered earlier; vitest runs after-hooks in reverse order).
afterAll(async () => {
  await watcher?.stop()
})

/** Quotes a bridge 8453 → 10 in process (no API key); returns its first step. */
const quote = async (body: Record<string, unknown>) => {
  const { status, body: q } = await postTestQuote(anvil.sim, body, { key: null })
  expect(status).toBe(200)
  return (q as { steps: { requestId: Hex; depositAddress: string }[] }).steps[0]!
}

/** Quotes a native ETH bridge of `amount` wei for anvil account `index`; returns its request id. */
const nativeRequest = async (index: number, amount: string) =>
  (
    await quote({
      user: anvilAccount(index).address,
      originCurrency: addresses.native,
      destinationCurrency: addresses.native,
      amount,
    })
  ).requestId

/** Sends a transaction on 8453 from anvil account `index` and waits until it is mined. */
const send = async (index: number, tx: { to: Address; data?: Hex; value?: bigint; gas?: bigint }) => {
  const hash = await anvil.wallet(index, 8453).sendTransaction(tx)
  await anvil.mined(8453, hash)
  return hash
}

/** Calls `depository.depositNative(id)` from anvil account `index` with `value` wei (mined). */
const depositNative = (index: number, id: Hex, value: bigint, gas?: bigint) =>
  send(index, {
    to: addresses.depository,
    data: encodeFunctionData({ abi: depositoryAbi, functionName: 'depositNative', args: [id] }),
    value,
    ...(gas ? { gas } : {}),
  })

describe('createChainWatcher', () => {
  test('default: a deposit to the depository is indexed with its receipt data', async () => {
    const id = await nativeRequest(0, '1000000000000000')
    const hash = await depositNative(0, id, 1_000_000_000_000_000n)
    await watcher.sync()
    const request = anvil.sim.ctx.store.get(id)!
    expect(request.status).toBe('pending')
    expect(request.inTxs).toHaveLength(1)
    expect(request.inTxs[0]).toMatchObject({ txHash: hash, chainId: 8453, status: 'success' })
    expect(BigInt(request.inTxs[0]!.fee)).toBeGreaterThan(0n)
  })

  test('behavior: a stablecoin transfer to a deposit address is indexed', async () => {
    const step = await quote({
      user: anvilAccount(1).address,
      originCurrency: addresses.stablecoin,
      destinationCurrency: addresses.stablecoin,
      amount: '4000000',
      useDepositAddress: true,
    })
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
    const request = anvil.sim.ctx.store.get(step.requestId)!
    expect(request.status).toBe('pending')
    expect(request.depositAddress?.depositor?.toLowerCase()).toBe(anvilAccount(1).address.toLowerCase())
  })

  test('behavior: a transfer to the solver with app-balance call data credits the named wallet', async () => {
    const wallet = anvilAccount(5).address
    const before = anvil.sim.ctx.ledger.totalUsd6(wallet)
    await send(2, {
      to: addresses.solver,
      value: 1_000_000_000_000_000n,
      data: `0x012345abcdef${wallet.slice(2).toLowerCase()}012345abcdef`,
    })
    await watcher.sync()
    // 0.001 ETH at the default 3000 USD.
    expect(anvil.sim.ctx.ledger.totalUsd6(wallet) - before).toBe(3_000_000n)
  })

  test('behavior: odd and reverted transactions are skipped without stopping the watcher', async () => {
    const id = await nativeRequest(3, '2000000000000000')
    // Garbage call data to the depository reverts on chain; a reverted real deposit must not index.
    await send(3, { to: addresses.depository, data: '0xdeadbeef', gas: 100_000n })
    await depositNative(3, id, 0n, 100_000n)
    await watcher.sync()
    expect(anvil.sim.ctx.store.get(id)!.status).toBe('waiting')
    expect(anvil.sim.ctx.store.get(id)!.inTxs).toHaveLength(0)
    await depositNative(3, id, 2_000_000_000_000_000n)
    await watcher.sync()
    expect(anvil.sim.ctx.store.get(id)!.status).toBe('pending')
    expect(logged).toEqual([])
  })

  test('behavior: the quoted deposit sent twice: the second is recorded and refunded on chain', async () => {
    const amount = 3_000_000_000_000_000n
    const id = await nativeRequest(4, amount.toString())
    const user = anvilAccount(4).address
    const before = await anvil.client(8453).getBalance({ address: user })
    await depositNative(4, id, amount)
    await depositNative(4, id, amount)
    await watcher.sync()
    const request = anvil.sim.ctx.store.get(id)!
    expect(request.inTxs).toHaveLength(2)
    expect(request.status).toBe('pending')
    await anvil.sim.ctx.clock.advance(5000)
    expect(request.status).toBe('success')
    const refund = request.outTxs.find((t) => t.kind === 'refund')!
    expect(refund).toMatchObject({ chainId: 8453, status: 'success' })
    // One deposit spent, the other back: only the first deposit and both deposits' gas are gone.
    const gas = request.inTxs.reduce((sum, t) => sum + BigInt(t.fee), 0n)
    expect(before - (await anvil.client(8453).getBalance({ address: user }))).toBe(amount + gas)
  })
})
