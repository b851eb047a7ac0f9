import type { Page } from 'playwright-core'
import type { PublicClient } from 'viem'
import { chainClient } from './chainClient'
import { connectDevWallet } from './connectDevWallet'

/**
 * Connects the development wallet to anvil account `index` (see connectDevWallet) and reads, through the demo server
 * at `serverUrl`, that account's transaction count on Base before anything is sent: the tests compare it with the
 * count after, to prove how many deposits went out.
 */
export async function connectOnBase(
  page: Page,
  serverUrl: string,
  index: number,
): Promise<{ account: `0x${string}`; base: PublicClient; nonce: number }> {
  const account = await connectDevWallet(page, index)
  const base = chainClient(serverUrl, 8453)
  return { account, base, nonce: await base.getTransactionCount({ address: account }) }
}
