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
 * contract-call code is not loaded, without an account or an EVM chain. On a Solana chain (`svmRpcUrl`), SOL and
 * token balances over the chain's JSON-RPC (`readSvmBalances`, loaded the same way).
 */
export function useWalletBalances(
  account: string | undefined,
  chainId: number | undefined,
  tokens: readonly string[],
  isEvm: boolean,
  /** On a Solana chain: its JSON-RPC URL, read by `readSvmBalances` (loaded on the first read). */
  svmRpcUrl?: string | undefined,
): WalletBalances {
  const config = useConfig()
  const enabled = Boolean(account && chainId !== undefined && (isEvm || svmRpcUrl) && tokens.length > 0)
  const query = useQuery({
    queryKey: [
      'crosspay',
      'walletBalances',
      // A base58 address is case-sensitive.
      isEvm ? account?.toLowerCase() : account,
      chainId,
      tokens.map((t) => t.toLowerCase()),
    ],
    queryFn: async ({ signal }) => {
      if (!isEvm && svmRpcUrl) {
        const { readSvmBalances } = await import('./readSvmBalances')
        return readSvmBalances({ rpcUrl: svmRpcUrl, account: account as string, tokens, signal })
      }
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
