import { type Config, getBalance, getTransactionCount } from '@wagmi/core'
import type { Address } from 'viem'
import { readUsdcBalance } from './readUsdcBalance'

/**
 * Test fixture: everything of `account` a transfer (or an attack) could move, read on chain on both test chains
 * (8453 and 10): `eth@<id>` (native balance), `nonce@<id>` and `usdc@<id>` (the test USDC). Compare two readings
 * with `toEqual` to prove nothing moved.
 *
 * @example
 * const before = await readAccountStanding(wallet.config, wallet.account)
 */
export async function readAccountStanding(
  config: Config,
  account: Address,
): Promise<Record<string, bigint | number>> {
  const out: Record<string, bigint | number> = {}
  for (const chainId of [8453, 10] as const) {
    out[`eth@${chainId}`] = (await getBalance(config, { address: account, chainId })).value
    out[`nonce@${chainId}`] = await getTransactionCount(config, { address: account, chainId })
    out[`usdc@${chainId}`] = await readUsdcBalance(config, { account, chainId })
  }
  return out
}
