'use client'
import { useQuery } from '@tanstack/react-query'
import { useConfig } from 'wagmi'

/**
 * Balances of one chain's tokens for an account: smallest units by lower-case address (missing while unknown), and
 * `refetch` to read them again (after the wallet sent something).
 */
export type WalletBalances = {
  balances: Map<string, bigint>
  isLoading: boolean
  refetch(): Promise<unknown>
}

const none = new Map<string, bigint>()

/**
 * The wallet's balances of `tokens` on `chainId`: the native currency and every ERC-20 in one `multicall`, read by
 * `readWalletBalances`, which is loaded on the first read (a dynamic `import()`): nothing is read, and viem's
 * contract-call code is not loaded, without an account or an EVM chain.
 */
export function useWalletBalances(
  account: string | undefined,
  chainId: number | undefined,
  tokens: readonly string[],
  isEvm: boolean,
): WalletBalances {
  const config = useConfig()
  const enabled = Boolean(account && chainId !== undefined && isEvm && tokens.length > 0)
  const query = useQuery({
    queryKey: [
      'crosspay',
      'walletBalances',
      account?.toLowerCase(),
      chainId,
      tokens.map((t) => t.toLowerCase()),
    ],
    queryFn: async () => {
      const { readWalletBalances } = await import('./readWalletBalances')
      return readWalletBalances(config, {
        account: account as `0x${string}`,
        chainId: chainId as number,
        tokens,
      })
    },
    enabled,
  })
  return { balances: query.data ?? none, isLoading: enabled && query.isLoading, refetch: query.refetch }
}
