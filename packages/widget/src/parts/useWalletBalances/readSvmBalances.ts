/** Parameters of {@link readSvmBalances}. */
export type ReadSvmBalancesParameters = {
  /** The Solana chain's JSON-RPC URL (the chain record's `httpRpcUrl`). */
  rpcUrl: string
  /** The owner's base58 address. */
  account: string
  /** The System program's address for SOL, else token mints. */
  tokens: readonly string[]
  signal?: AbortSignal | undefined
}

const sol = '11111111111111111111111111111111'

/**
 * A Solana account's balances over plain JSON-RPC (no Solana library): SOL by `getBalance`, each mint by the sum of the
 * owner's token accounts of it (`getTokenAccountsByOwner`, `jsonParsed`). Smallest units by lower-case address.
 */
export async function readSvmBalances(parameters: ReadSvmBalancesParameters): Promise<Map<string, bigint>> {
  const { rpcUrl, account, tokens, signal } = parameters
  const call = async (method: string, params: unknown[]) => {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      signal: signal ?? null,
    })
    const body = (await response.json()) as { result?: { value?: unknown }; error?: { message?: string } }
    if (!response.ok || body.error || !body.result) throw new Error(body.error?.message ?? `${method} failed`)
    return body.result.value
  }
  const entries = await Promise.all(
    tokens.map(async (token) => {
      if (token === sol)
        return [token.toLowerCase(), BigInt(String(await call('getBalance', [account])))] as const
      const accounts = (await call('getTokenAccountsByOwner', [
        account,
        { mint: token },
        { encoding: 'jsonParsed' },
      ])) as { account: { data: { parsed?: { info?: { tokenAmount?: { amount?: string } } } } } }[]
      const total = accounts.reduce(
        (sum, a) => sum + BigInt(a.account.data.parsed?.info?.tokenAmount?.amount ?? '0'),
        0n,
      )
      return [token.toLowerCase(), total] as const
    }),
  )
  return new Map(entries)
}
