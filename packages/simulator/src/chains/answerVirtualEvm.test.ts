import { createPublicClient, createWalletClient, encodeFunctionData, erc20Abi, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { createSimulator, type Simulator } from '../app/createSimulator'
import { addresses } from '../config/addresses'
import { anvilAccounts } from '../config/anvilAccounts'
import { multicall3Artifact } from '../contracts/generated/multicall3Artifact'
import { testQuoteBody } from '../node/testing/testQuoteBody'
import { virtualEvmTransport } from './testing/virtualEvmTransport'

const clients = (sim: Simulator, index: number) => {
  const account = privateKeyToAccount(anvilAccounts[index]!.privateKey)
  const chain = {
    id: 8453,
    name: 'virtual',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://sim.test/__sim/rpc/8453'] } },
  } as const
  return {
    account,
    wallet: createWalletClient({ account, chain, transport: virtualEvmTransport(sim) }),
    public: createPublicClient({ chain, transport: virtualEvmTransport(sim) }),
  }
}
const usdc = addresses.stablecoin as `0x${string}`
const balanceOf = (c: ReturnType<typeof clients>, who: `0x${string}`) =>
  c.public.readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [who] })

describe('virtual EVM chains', () => {
  test('default: a signed (raw) transfer is mined at once; native balances move by value plus fee', async () => {
    const sim = createSimulator()
    const c = clients(sim, 3)
    const to = '0x000000000000000000000000000000000000bEEF'
    const before = await c.public.getBalance({ address: c.account.address })
    const hash = await c.wallet.sendTransaction({ to, value: parseEther('1') })
    const receipt = await c.public.waitForTransactionReceipt({ hash, pollingInterval: 10 })
    expect(receipt.status).toBe('success')
    expect(await c.public.getBalance({ address: to })).toBe(parseEther('1'))
    expect(await c.public.getBalance({ address: c.account.address })).toBe(
      before - parseEther('1') - receipt.gasUsed * receipt.effectiveGasPrice,
    )
    expect(await c.public.getTransactionCount({ address: c.account.address })).toBe(1)
    expect((await c.public.getTransaction({ hash })).from.toLowerCase()).toBe(c.account.address.toLowerCase())
    await sim.close()
  })

  test('behavior: a reused nonce is refused like a real node; an unaffordable transaction too', async () => {
    const sim = createSimulator()
    const c = clients(sim, 4)
    await c.wallet.sendTransaction({ to: addresses.solver, value: 1n, nonce: 0 })
    await expect(c.wallet.sendTransaction({ to: addresses.solver, value: 1n, nonce: 0 })).rejects.toThrow(
      /nonce too low/,
    )
    await expect(
      c.wallet.sendTransaction({ to: addresses.solver, value: parseEther('20000') }),
    ).rejects.toThrow(/insufficient funds/)
    await sim.close()
  })

  test("behavior: the nonce at a past block is the account's history (how a lost transaction is found by its nonce)", async () => {
    const sim = createSimulator()
    const c = clients(sim, 5)
    const hash = await c.wallet.sendTransaction({ to: addresses.solver, value: 1n })
    const { blockNumber } = await c.public.waitForTransactionReceipt({ hash, pollingInterval: 10 })
    const address = c.account.address
    expect(await c.public.getTransactionCount({ address, blockNumber: blockNumber - 1n })).toBe(0)
    expect(await c.public.getTransactionCount({ address, blockNumber })).toBe(1)
    expect(await c.public.getTransactionCount({ address })).toBe(1)
    await sim.close()
  })

  test('behavior: ERC-20 approve and transferFrom move exactly what is allowed; a call beyond it reverts (fee charged, nothing moved)', async () => {
    const sim = createSimulator()
    const owner = clients(sim, 1)
    const spender = clients(sim, 2)
    const to = '0x000000000000000000000000000000000000bEEF'
    await owner.wallet.sendTransaction({
      to: usdc,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [spender.account.address, 5_000_000n],
      }),
    })
    expect(
      await owner.public.readContract({
        address: usdc,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [owner.account.address, spender.account.address],
      }),
    ).toBe(5_000_000n)
    const pull = (amount: bigint) =>
      spender.wallet.sendTransaction({
        to: usdc,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transferFrom',
          args: [owner.account.address, to, amount],
        }),
      })
    const ok = await owner.public.waitForTransactionReceipt({
      hash: await pull(3_000_000n),
      pollingInterval: 10,
    })
    expect(ok.status).toBe('success')
    expect(await balanceOf(owner, to)).toBe(3_000_000n)
    const before = await owner.public.getBalance({ address: spender.account.address })
    const hash = await pull(3_000_000n) // only 2,000,000 left of the allowance
    const reverted = await owner.public.getTransactionReceipt({ hash })
    expect(reverted.status).toBe('reverted')
    expect(await balanceOf(owner, to)).toBe(3_000_000n)
    expect(await owner.public.getBalance({ address: spender.account.address })).toBe(
      before - reverted.gasUsed * reverted.effectiveGasPrice,
    )
    await sim.close()
  })

  test("behavior: a quote's native deposit sent on the virtual chain is ingested and the request runs to success", async () => {
    const sim = createSimulator()
    const c = clients(sim, 5)
    const res = await sim.fetch('http://sim.test/quote/v2', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': 'demo-key' },
      body: JSON.stringify(testQuoteBody({ user: c.account.address, amount: '1000000000000000' })),
    })
    const quote = (await res.json()) as {
      steps: {
        requestId: string
        items: { data: { to: `0x${string}`; data: `0x${string}`; value: string } }[]
      }[]
    }
    const { to, data, value } = quote.steps[0]!.items[0]!.data
    await c.wallet.sendTransaction({ to, data, value: BigInt(value) })
    const id = quote.steps[0]!.requestId
    expect(sim.ctx.store.get(id)?.status).toBe('pending') // indexed as the anvil watcher would
    await sim.ctx.clock.advance(10_000)
    expect(sim.ctx.store.get(id)?.status).toBe('success')
    await sim.close()
  })

  test('behavior: Multicall3 at its canonical address answers aggregate3 (token, native and failing reads) as the contract would', async () => {
    const sim = createSimulator()
    const c = clients(sim, 2)
    const user = c.account.address
    expect(await c.public.getCode({ address: addresses.multicall3 })).toBe(
      multicall3Artifact.deployedBytecode,
    )
    const [usdcBalance, nativeBalance, decimals, broken] = await c.public.multicall({
      multicallAddress: addresses.multicall3,
      contracts: [
        { address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [user] },
        {
          address: addresses.multicall3,
          abi: multicall3Artifact.abi,
          functionName: 'getEthBalance',
          args: [user],
        },
        { address: usdc, abi: erc20Abi, functionName: 'decimals' },
        { address: usdc, abi: multicall3Artifact.abi, functionName: 'getBlockNumber' },
      ],
    })
    expect(usdcBalance).toEqual({ status: 'success', result: await balanceOf(c, user) })
    expect(usdcBalance?.result).toBe(100_000n * 10n ** 6n)
    expect(nativeBalance).toEqual({ status: 'success', result: await c.public.getBalance({ address: user }) })
    expect(decimals).toEqual({ status: 'success', result: 6 })
    expect(broken?.status).toBe('failure')
    // A failing call that may not fail reverts the whole aggregate.
    await expect(
      c.public.multicall({
        multicallAddress: addresses.multicall3,
        allowFailure: false,
        contracts: [{ address: usdc, abi: multicall3Artifact.abi, functionName: 'getBlockNumber' }],
      }),
    ).rejects.toThrow(/revert/)
    await sim.close()
  })
})
