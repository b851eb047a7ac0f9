import { createPublicClient, erc20Abi, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { addresses } from '../config/addresses'
import { depositoryArtifact } from '../contracts/generated/depositoryArtifact'
import { multicall3Artifact } from '../contracts/generated/multicall3Artifact'
import { anvilAccount } from './anvilAccount'
import { deployContracts } from './deployContracts'
import { localChain } from './localChain'
import { type AnvilInstance, startAnvil } from './startAnvil'

let anvil: AnvilInstance
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 8453 })
  await deployContracts({ chainId: 8453, rpcUrl: anvil.rpcUrl })
})
afterAll(async () => {
  await anvil?.stop()
})

describe('deployContracts', () => {
  test('default: contracts at the fixed addresses, funded solver and test accounts', async () => {
    const client = createPublicClient({
      chain: localChain(8453, anvil.rpcUrl),
      transport: http(anvil.rpcUrl),
    })
    const token = { address: addresses.stablecoin, abi: erc20Abi } as const
    expect(await client.readContract({ ...token, functionName: 'decimals' })).toBe(6)
    expect(await client.readContract({ ...token, functionName: 'symbol' })).toBe('USDC')
    expect(
      await client.readContract({
        address: addresses.depository,
        abi: depositoryArtifact.abi,
        functionName: 'solver',
      }),
    ).toBe(addresses.solver)
    expect(await client.readContract({ ...token, functionName: 'balanceOf', args: [addresses.solver] })).toBe(
      10_000_000_000_000n,
    )
    for (const i of [0, 1, 2, 3, 4, 5])
      expect(
        await client.readContract({ ...token, functionName: 'balanceOf', args: [anvilAccount(i).address] }),
      ).toBe(100_000_000_000n)
    expect(
      await client.readContract({ ...token, functionName: 'balanceOf', args: [anvilAccount(6).address] }),
    ).toBe(0n)
    expect(await client.getBalance({ address: addresses.solver })).toBeGreaterThanOrEqual(parseEther('10000'))
  })

  test('behavior: refuses a chain where the deployer already sent transactions (addresses would differ)', async () => {
    await expect(deployContracts({ chainId: 8453, rpcUrl: anvil.rpcUrl })).rejects.toThrow(
      /expected a fresh chain/,
    )
  })

  test('behavior: refund and depositFor are solver-only', async () => {
    const client = createPublicClient({
      chain: localChain(8453, anvil.rpcUrl),
      transport: http(anvil.rpcUrl),
    })
    const args = [addresses.native, anvilAccount(0).address, 1n, `0x${'11'.repeat(32)}`] as const
    await expect(
      client.simulateContract({
        address: addresses.depository,
        abi: depositoryArtifact.abi,
        functionName: 'refund',
        args,
        account: anvilAccount(0).address,
      }),
    ).rejects.toThrow(/OnlySolver/)
    await expect(
      client.simulateContract({
        address: addresses.depository,
        abi: depositoryArtifact.abi,
        functionName: 'depositFor',
        args: [addresses.stablecoin, anvilAccount(0).address, 1n, args[3]],
        account: anvilAccount(0).address,
      }),
    ).rejects.toThrow(/OnlySolver/)
  })

  test('behavior: Multicall3 at its canonical address (compiled from source) aggregates token and native reads', async () => {
    const client = createPublicClient({
      chain: localChain(8453, anvil.rpcUrl),
      transport: http(anvil.rpcUrl),
    })
    expect(await client.getCode({ address: addresses.multicall3 })).toBe(multicall3Artifact.deployedBytecode)
    const user = anvilAccount(1).address
    const [usdc, native, broken] = await client.multicall({
      multicallAddress: addresses.multicall3,
      contracts: [
        { address: addresses.stablecoin, abi: erc20Abi, functionName: 'balanceOf', args: [user] },
        {
          address: addresses.multicall3,
          abi: multicall3Artifact.abi,
          functionName: 'getEthBalance',
          args: [user],
        },
        { address: addresses.depository, abi: erc20Abi, functionName: 'decimals' },
      ],
    })
    expect(usdc).toEqual({ status: 'success', result: 100_000_000_000n })
    expect(native).toEqual({ status: 'success', result: await client.getBalance({ address: user }) })
    expect(broken?.status).toBe('failure')
  })
})
