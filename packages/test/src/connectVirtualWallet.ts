import { type CreateClientParameters, type CrosspayClient, createClient } from '@crosspay/core'
import { connect } from '@wagmi/core'
import type { Address } from 'viem'
import { createTestWagmiConfig, type TestWagmiConfig } from './createTestWagmiConfig'

/**
 * Test fixture: for a simulator server on its virtual chains (`baseUrl`), the mock wallet of `account` connected on
 * 8453 through the server's `/__sim/rpc/<id>` routes (where its fault rules reach the chain reads), and a client of
 * the server keyed `demo-key` with the given `backoff` (the fault tests shorten it so retries fit their budget).
 *
 * @example
 * const wallet = await connectVirtualWallet({ baseUrl: server.baseUrl, account, backoff: { baseMs: 50, maxMs: 200 } })
 * await executeQuote(wallet.config, { client: wallet.client, quote, parameters })
 */
export async function connectVirtualWallet({
  baseUrl,
  account,
  backoff,
}: {
  baseUrl: string
  account: Address
  backoff: CreateClientParameters['backoff']
}): Promise<TestWagmiConfig & { rpcUrls: Record<number, string>; client: CrosspayClient }> {
  const rpcUrls = { 8453: `${baseUrl}/__sim/rpc/8453`, 10: `${baseUrl}/__sim/rpc/10` }
  const wallet = createTestWagmiConfig({ rpcUrls, accounts: [account], chainId: 8453 })
  await connect(wallet.config, { connector: wallet.config.connectors[0]! })
  return { ...wallet, rpcUrls, client: createClient({ baseUrl, apiKey: 'demo-key', backoff }) }
}
