import { type Config, getConnection, getConnectorClient } from '@wagmi/core'
import type { Client } from 'viem'
import { getCode, getTransactionCount } from 'viem/actions'
import { getAction } from 'viem/utils'

/** Parameters of {@link nonceProvesUnsent}. */
export type NonceProvesUnsentParameters = {
  /** The wagmi config: the wallet is asked through its connection. */
  config: Config
  /** The chain's bare viem client (wagmi's `getClient`): the app's own node. */
  publicClient: Client
  /** The claimed account. */
  account: string
  chainId: number
  /** The claimed nonce: the app's node says the account's pending nonce has not passed it. */
  nonce: number
}

/**
 * Whether "the account's pending nonce has not passed the claimed one", as the app's node sees it, proves that
 * nothing was sent with the claim. Only for an account without code: an ERC-4337 account or an EIP-7702-delegated
 * one may act through a bundler's transaction, which leaves its own nonce where it was. And only when the wallet,
 * asked for its own pending nonce (where it is connected with that account on that chain), does not know better:
 * a wallet that broadcast to a mempool the app's node cannot see answers a higher nonce. A wallet that cannot be
 * asked (on another chain, no such method) leaves the app's node to decide. False means: the nonce proves nothing,
 * only the chain or the service can show what was sent.
 */
export async function nonceProvesUnsent(parameters: NonceProvesUnsentParameters): Promise<boolean> {
  const { config, publicClient, chainId, nonce } = parameters
  const address = parameters.account as `0x${string}`
  const code = await getAction(publicClient, getCode, 'getCode')({ address })
  if (code && code !== '0x') return false
  const connection = getConnection(config)
  if (connection.chainId !== chainId || connection.address?.toLowerCase() !== address.toLowerCase())
    return true
  const seen = await getConnectorClient(config, { chainId })
    .then((wallet) => getTransactionCount(wallet, { address, blockTag: 'pending' }))
    .catch(() => undefined)
  return seen === undefined || seen <= nonce
}
