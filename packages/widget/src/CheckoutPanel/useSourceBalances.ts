'use client'
import type { Chain } from '@crosspay/core'
import { useQuery } from '@tanstack/react-query'
import { useConfig } from 'wagmi'
import { listPickerTokens, type PickerToken } from '../parts/TokenPicker/listPickerTokens'
import { checkoutBalancesKey } from './checkoutBalancesKey'

/** A token the buyer holds, on one chain the service lists. */
export type SourceBalance = { chain: Chain; token: PickerToken; balance: bigint }

/** The buyer's accounts by chain family: the host's wagmi account (EVM) and a Solana wallet's (base58). */
export type SourceAccounts = { evm?: string | undefined; svm?: string | undefined }

/**
 * The buyer's balances of every token of every chain the service lists that accepts deposits (neither disabled nor
 * closed to deposits), per chain family: on the EVM chains the host's wagmi config can read, for `accounts.evm`, by
 * `readWalletBalances` (loaded on the first read: the ERC-20s in one Multicall3 call, single calls where the chain has
 * none, and the native balance); on Solana chains, for `accounts.svm`, by `readSvmBalances` over the chain's JSON-RPC
 * (loaded the same way, only when there is a Solana account). One cached query per pair of accounts (30 s fresh,
 * read again after a payment: `checkoutBalancesKey`); a chain or token that cannot be read is left out, never fails
 * the rest. Only positive balances are returned.
 */
export function useSourceBalances(accounts: SourceAccounts, chains: readonly Chain[]) {
  const config = useConfig()
  const open = chains.filter((c) => !c.disabled && c.depositEnabled !== false)
  const evmChains = accounts.evm
    ? open.filter((c) => (c.vmType ?? 'evm') === 'evm' && config.chains.some((known) => known.id === c.id))
    : []
  const svmChains = accounts.svm ? open.filter((c) => c.vmType === 'svm' && c.httpRpcUrl) : []
  const readable = [...evmChains, ...svmChains]
  return useQuery({
    queryKey: [...checkoutBalancesKey, accounts.evm, accounts.svm, readable.map((c) => c.id)],
    enabled: readable.length > 0,
    staleTime: 30_000,
    queryFn: async ({ signal }) => {
      const owned = (chain: Chain, read: Map<string, bigint>, tokens: PickerToken[]) =>
        // A token whose read failed is missing (a chain that cannot be read has none): the others still show.
        tokens.flatMap((token) => {
          const balance = read.get(token.address.toLowerCase())
          return balance !== undefined && balance > 0n ? [{ chain, token, balance }] : []
        })
      // Loaded on the first read: viem's contract-call code (and `ox`) stays out of the checkout's first load.
      const evm = evmChains.map(async (chain): Promise<SourceBalance[]> => {
        const { readWalletBalances } = await import('../parts/useWalletBalances/readWalletBalances')
        const tokens = listPickerTokens(chain)
        const read = await readWalletBalances(config, {
          account: accounts.evm as `0x${string}`,
          chainId: chain.id,
          tokens: tokens.map((t) => t.address),
        })
        return owned(chain, read, tokens)
      })
      const svm = svmChains.map(async (chain): Promise<SourceBalance[]> => {
        const { readSvmBalances } = await import('../parts/useWalletBalances/readSvmBalances')
        const tokens = listPickerTokens(chain)
        const read = await readSvmBalances({
          rpcUrl: chain.httpRpcUrl as string,
          account: accounts.svm as string,
          tokens: tokens.map((t) => t.address),
          signal,
        }).catch(() => new Map<string, bigint>())
        return owned(chain, read, tokens)
      })
      return (await Promise.all([...evm, ...svm])).flat()
    },
  })
}
