'use client'
import { erc20Abi, zeroAddress } from 'viem'
import { useBalance, useReadContracts } from 'wagmi'

/** Balances of one chain's tokens for an account: smallest units by lower-case address (missing while unknown). */
export type WalletBalances = { balances: Map<string, bigint>; isLoading: boolean }

/**
 * The wallet's balances of `tokens` on `chainId`, read with wagmi: the native currency with `useBalance`, every ERC-20
 * in one `multicall` (wagmi falls back to single calls where the chain has no Multicall3). Nothing is read without
 * an account or an EVM chain.
 */
export function useWalletBalances(
  account: string | undefined,
  chainId: number | undefined,
  tokens: readonly string[],
  isEvm: boolean,
): WalletBalances {
  const enabled = Boolean(account && chainId !== undefined && isEvm)
  const erc20 = tokens.filter((t) => t.toLowerCase() !== zeroAddress)
  const native = useBalance({
    address: account as `0x${string}` | undefined,
    chainId,
    query: { enabled: enabled && tokens.some((t) => t.toLowerCase() === zeroAddress) },
  })
  const reads = useReadContracts({
    contracts: erc20.map((address) => ({
      address: address as `0x${string}`,
      abi: erc20Abi,
      functionName: 'balanceOf' as const,
      args: [account as `0x${string}`] as const,
      chainId,
    })),
    query: { enabled: enabled && erc20.length > 0 },
  })
  const balances = new Map<string, bigint>()
  if (native.data) balances.set(zeroAddress, native.data.value)
  reads.data?.forEach((read, i) => {
    if (read.status === 'success' && typeof read.result === 'bigint')
      balances.set(erc20[i]!.toLowerCase(), read.result)
  })
  return { balances, isLoading: native.isLoading || reads.isLoading }
}
