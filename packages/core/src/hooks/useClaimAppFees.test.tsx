// @vitest-environment jsdom
// useClaimAppFees against the simulator on its virtual chains (no anvil): the wallet (wagmi's mock connector) signs
// through the virtual chain's JSON-RPC, the payout is a virtual transfer, and the app balance refreshes.

import { setupExecution, testAddresses } from '@crosspay/test'
import { act, renderHook, waitFor } from '@crosspay/test/react'
import { readContract } from '@wagmi/core'
import { erc20Abi } from 'viem'
import { describe, expect, test } from 'vitest'
import { createClient } from '../api/createClient'
import { useAppBalance } from './useAppBalance'
import { useClaimAppFees } from './useClaimAppFees'

const { server, connectWallet } = setupExecution({ chains: 'virtual' })

const sponsor = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955' // demo-key's wallet (anvil #7): 1,000 USD of USDC
const payee = '0x000000000000000000000000000000000000c1a2'

describe('useClaimAppFees', () => {
  test("default: claims with the wallet's signature, pays out, and the app balance refreshes; callbacks run", async () => {
    const { config, prompts } = await connectWallet(sponsor)
    const client = createClient({ baseUrl: server.baseUrl })
    const settled: string[] = []
    const { result } = renderHook(
      () => ({
        claim: useClaimAppFees({
          mutation: { onSettled: (data) => void settled.push(data?.txHash ?? 'none') },
        }),
        balance: useAppBalance({ wallet: sponsor }),
      }),
      { client, wagmiConfig: config },
    )
    await waitFor(() => expect(result.current.balance.data?.totalBalanceUsd).toBe(1000))
    expect(result.current.balance.claimable[0]?.claimable).toBe(1_000_000_000n)
    act(() =>
      result.current.claim.mutate({
        wallet: sponsor,
        chainId: 8453,
        currency: testAddresses.usdc,
        amount: '5000000',
        recipient: payee,
      }),
    )
    await waitFor(() => expect(result.current.claim.isSuccess).toBe(true), { timeout: 10_000 })
    expect(settled).toEqual([result.current.claim.data!.txHash])
    expect(prompts.map((p) => p.method)).toEqual(['personal_sign'])
    // Refreshed by the hook itself (the balance query has no interval).
    await waitFor(() => expect(result.current.balance.data?.totalBalanceUsd).toBe(995))
    const paid = await readContract(config, {
      chainId: 8453,
      address: testAddresses.usdc as `0x${string}`,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [payee],
    })
    expect(paid).toBe(5_000_000n)
  }, 60_000)

  test('behavior: bad input is an InvalidParameterError and nothing is asked of the wallet', async () => {
    const { config, prompts } = await connectWallet(sponsor)
    const { result } = renderHook(() => useClaimAppFees(), {
      client: createClient({ baseUrl: server.baseUrl }),
      wagmiConfig: config,
    })
    act(() =>
      result.current.mutate({ wallet: sponsor, chainId: 8453, currency: testAddresses.usdc, amount: '1.5' }),
    )
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toMatchObject({ name: 'InvalidParameterError', parameter: 'amount' })
    expect(prompts).toEqual([])
  }, 30_000)

  test('parameters: a config given as a parameter works without a WagmiProvider', async () => {
    const { config } = await connectWallet(sponsor)
    const { result } = renderHook(() => useClaimAppFees({ config }), {
      client: createClient({ baseUrl: server.baseUrl }),
    })
    act(() =>
      result.current.mutate({
        wallet: sponsor,
        chainId: 8453,
        currency: testAddresses.usdc,
        amount: '1000000',
      }),
    )
    await waitFor(() => expect(result.current.isSuccess).toBe(true), { timeout: 10_000 })
    expect(result.current.data?.txHash).toMatch(/^0x[0-9a-f]{64}$/)
  }, 30_000)
})
