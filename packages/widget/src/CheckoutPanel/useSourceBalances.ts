'use client'
import type { Chain } from '@crosspay/core'
import { useQuery } from '@tanstack/react-query'
import { erc20Abi, zeroAddress } from 'viem'
import { useConfig } from 'wagmi'
import { getBalance, readContracts } from 'wagmi/actions'
import { listPickerTokens, type PickerToken } from '../SwapPanel/listPickerTokens'

/** A token the buyer holds, on one chain the service lists. */
export type SourceBalance = { chain: Chain; token: PickerToken; balance: bigint }

/**
 * The buyer's balances of every token of every chain the service lists that the host's wagmi config can read (EVM,
 * neither disabled nor closed to deposits): per chain, the ERC-20s in one `multicall` (wagmi falls back to single
 * calls where the chain has no Multicall3) and the native balance. One cached query per account (30 s fresh);
 * a chain that cannot be read is left out, never fails the rest. Only positive balances are returned.
 */
export function useSourceBalances(account: string | undefined, chains: readonly Chain[]) {
  const config = useConfig()
  const readable = chains.filter(
    (c) =>
      (c.vmType ?? 'evm') === 'evm' &&
      !c.disabled &&
      c.depositEnabled !== false &&
      config.chains.some((known) => known.id === c.id),
  )
  return useQuery({
    queryKey: ['crosspay-checkout-balances', account, readable.map((c) => c.id)],
    enabled: Boolean(account) && readable.length > 0,
    staleTime: 30_000,
    queryFn: async () => {
      const owner = account as `0x${string}`
      const perChain = await Promise.all(
        readable.map(async (chain): Promise<SourceBalance[]> => {
          const tokens = listPickerTokens(chain)
          const erc20 = tokens.filter((t) => t.address.toLowerCase() !== zeroAddress)
          const native = tokens.find((t) => t.address.toLowerCase() === zeroAddress)
          try {
            const [reads, nativeBalance] = await Promise.all([
              readContracts(config, {
                allowFailure: true,
                contracts: erc20.map((t) => ({
                  chainId: chain.id,
                  address: t.address as `0x${string}`,
                  abi: erc20Abi,
                  functionName: 'balanceOf' as const,
                  args: [owner] as const,
                })),
              }),
              native ? getBalance(config, { address: owner, chainId: chain.id }) : undefined,
            ])
            const out: SourceBalance[] = []
            if (native && nativeBalance) out.push({ chain, token: native, balance: nativeBalance.value })
            reads.forEach((read, i) => {
              if (read.status === 'success' && typeof read.result === 'bigint')
                out.push({ chain, token: erc20[i] as PickerToken, balance: read.result })
            })
            return out.filter((b) => b.balance > 0n)
          } catch {
            return [] // this chain cannot be read now: the others still show
          }
        }),
      )
      return perChain.flat()
    },
  })
}
