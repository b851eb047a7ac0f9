import { testAddresses } from './testAddresses'

/**
 * Test fixture: the simulator's Solana USDC ({@link testAddresses}`.svmUsdc`, 6 decimals) held by `owner`, summed
 * over its token accounts of that mint, read over the Solana JSON-RPC at `rpcUrl` (`getTokenAccountsByOwner`,
 * `jsonParsed`). 0 when it holds none.
 *
 * @example
 * const before = await readSvmUsdcBalance(server.svm!.rpcUrl, payer.address)
 */
export async function readSvmUsdcBalance(rpcUrl: string, owner: string): Promise<bigint> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'getTokenAccountsByOwner',
      params: [owner, { mint: testAddresses.svmUsdc }, { encoding: 'jsonParsed' }],
    }),
  })
  const { result } = (await response.json()) as {
    result: { value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[] }
  }
  return result.value.reduce((sum, a) => sum + BigInt(a.account.data.parsed.info.tokenAmount.amount), 0n)
}
