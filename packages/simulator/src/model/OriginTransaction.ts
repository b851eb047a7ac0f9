import type { Hex } from 'viem'

/**
 * A transaction seen on an origin chain, as the chain watcher (anvil) or the virtual chain
 * (`POST /__sim/deposit`) hands it to the solver. ERC-20 transfers/deposits carry `token`.
 */
export interface OriginTransaction {
  chainId: number
  hash: Hex | string
  from: string
  to: string
  /** Native value sent, smallest units. */
  value: bigint
  /** Full call data (`0x…`). */
  data: Hex | string
  blockNumber: number
  /** Unix seconds. */
  timestamp: number
  /** For ERC-20 movements: the token and the amount moved (decoded by the watcher). */
  token?: { address: string; amount: bigint }
  /** Fee paid, smallest units of the native currency. */
  fee?: bigint
  /** False when the transaction reverted. Defaults to true. */
  success?: boolean
}
