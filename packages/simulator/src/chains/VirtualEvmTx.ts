import type { VirtualBatchCall } from './runCaliburBatch'
import type { VirtualAuthorization } from './VirtualAuthorization'

/** A transaction mined on a virtual chain, with its receipt fields. */
export type VirtualEvmTx = {
  hash: `0x${string}`
  chainId: number
  from: string
  to: string
  value: bigint
  data: `0x${string}`
  nonce: number
  gas: bigint
  maxFeePerGas: bigint
  maxPriorityFeePerGas: bigint
  blockNumber: number
  timestamp: number
  gasUsed: bigint
  effectiveGasPrice: bigint
  success: boolean
  /** The ERC-20 movement, for the deposit ingestion (as the anvil chain watcher decodes it). */
  token?: { address: string; amount: bigint } | undefined
  /** A relayed gasless batch (`sendBatch`): an EIP-7702 (type 4) transaction, with its authorizations. */
  authorizationList?: readonly VirtualAuthorization[] | undefined
  /** The depository calls a relayed batch made from the account (what the depository's `Deposit` events show). */
  deposits?: readonly VirtualBatchCall[] | undefined
}
