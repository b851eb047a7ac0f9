import { relayedRpcMethods } from './relayRpc'

/**
 * What the development wallet's own route (`POST /dev-wallet/<chainId>`, embedded mode only) relays: the public
 * relay's methods plus those that make the local anvil node sign for its test accounts (`eth_sendTransaction`,
 * `eth_sign` (wagmi's mock sends `personal_sign` as it), `eth_signTypedData_v4`, `eth_accounts`). Never `eth_sendUnsignedTransaction` (anvil's
 * impersonation: it sends from any address, keys or not) nor node-admin methods.
 */
export const devWalletMethods: ReadonlySet<string> = new Set([
  ...relayedRpcMethods,
  'eth_accounts',
  'eth_sendTransaction',
  'eth_sign',
  'eth_signTypedData_v4',
])
