import type { ChainConfig } from '../model/types'

/**
 * Whether `POST /execute` relays gasless (EIP-7702) batches on a chain, the chain record's simulator-only `gasless`:
 * every EVM chain that is not disabled, live (anvil) or virtual (its ledger runs the batch as Calibur would).
 */
export function supportsGasless(chain: ChainConfig): boolean {
  return chain.vmType === 'evm' && !chain.disabled
}
