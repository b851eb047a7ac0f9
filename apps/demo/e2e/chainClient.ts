import { createPublicClient, http, type PublicClient } from 'viem'

/**
 * A viem client on one of the demo's anvil chains, through the demo server's own RPC relay (`<url>/rpc/<chainId>`),
 * to read balances, receipts and transaction counts the way the page's wallet sees them.
 */
export function chainClient(serverUrl: string, chainId: number): PublicClient {
  return createPublicClient({ transport: http(`${serverUrl}/rpc/${chainId}`) })
}
