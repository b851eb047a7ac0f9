'use client'
import { addresses } from '@crosspay/simulator'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'

/** SOL (lamports) and USDC (6 decimals) of a Solana account, smallest units. */
export type DevSvmBalances = { sol: bigint; usdc: bigint }

/**
 * The SOL and USDC balances of `address` on the local Solana chain, read through the demo server's relay of its
 * JSON-RPC (`POST /rpc/<chainId>`: `getBalance`, and `getTokenAccountsByOwner` of the USDC mint, `jsonParsed`), read
 * again every 10 s while shown (a bridge moves them). Disabled without a chain id (the server relays no Solana chain).
 */
export function useDevSvmBalances(
  address: string,
  chainId: number | undefined,
): UseQueryResult<DevSvmBalances, Error> {
  return useQuery({
    queryKey: ['demo', 'devSvmBalances', chainId, address],
    enabled: chainId !== undefined,
    refetchInterval: 10_000,
    queryFn: async ({ signal }) => {
      const call = async (method: string, params: unknown[]) => {
        const response = await fetch(`/rpc/${chainId}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
          signal,
        })
        const body = (await response.json()) as { result?: { value: unknown }; error?: { message?: string } }
        if (!response.ok || !body.result)
          throw new Error(body.error?.message ?? `${method} answered ${response.status}`)
        return body.result.value
      }
      const [sol, accounts] = await Promise.all([
        call('getBalance', [address]),
        call('getTokenAccountsByOwner', [address, { mint: addresses.svmUsdc }, { encoding: 'jsonParsed' }]),
      ])
      const usdc = (
        accounts as { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[]
      ).reduce((sum, a) => sum + BigInt(a.account.data.parsed.info.tokenAmount.amount), 0n)
      return { sol: BigInt(String(sol)), usdc }
    },
  })
}
