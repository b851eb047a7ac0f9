'use client'
import type { Chain } from '@crosspay/core'
import { useQuery } from '@tanstack/react-query'
import { useConfig } from 'wagmi'
import { listPickerTokens, type PickerToken } from '../parts/TokenPicker/listPickerTokens'
import { checkoutBalancesKey } from './checkoutBalancesKey'

/** A token the buyer holds, on one chain the service lists. */
export type SourceBalance = { chain: Chain; token: PickerToken; balance: bigint }

/**
 * The buyer's balances of every token of every chain the service lists that the host's wagmi config can read (EVM,
 * neither disabled nor closed to deposits): per chain, `readWalletBalances` (loaded on the first read: the ERC-20s in
 * one Multicall3 call, single calls where the chain has none, and the native balance). One cached query per account
 * (30 s fresh, read again after a payment: `checkoutBalancesKey`); a chain or token that cannot be read is left out, never fails the rest. Only positive balances are
 * returned.
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
    queryKey: [...checkoutBalancesKey, account, readable.map((c) => c.id)],
    enabled: Boolean(account) && readable.length > 0,
    staleTime: 30_000,
    queryFn: async () => {
      // Loaded on the first read: viem's contract-call code (and `ox`) stays out of the checkout's first load.
      const { readWalletBalances } = await import('../parts/useWalletBalances/readWalletBalances')
      const owner = account as `0x${string}`
      const perChain = await Promise.all(
        readable.map(async (chain): Promise<SourceBalance[]> => {
          const tokens = listPickerTokens(chain)
          const read = await readWalletBalances(config, {
            account: owner,
            chainId: chain.id,
            tokens: tokens.map((t) => t.address),
          })
          // A token whose read failed is missing (a chain that cannot be read has none): the others still show.
          return tokens.flatMap((token) => {
            const balance = read.get(token.address.toLowerCase())
            return balance !== undefined && balance > 0n ? [{ chain, token, balance }] : []
          })
        }),
      )
      return perChain.flat()
    },
  })
}
