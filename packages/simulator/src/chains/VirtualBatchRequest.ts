import type { CaliburBatch } from './runCaliburBatch'
import type { VirtualAuthorization } from './VirtualAuthorization'

/** What a relayer asks a virtual chain to mine: a type-4 transaction to `to`, running a Calibur `SignedBatchedCall`. */
export type VirtualBatchRequest = {
  /** The relayer. */
  from: string
  /** The account whose code runs the batch. */
  to: string
  /** The transaction's call data (Calibur's `execute(SignedBatchedCall, bytes)`). */
  data: `0x${string}`
  authorizationList: readonly VirtualAuthorization[]
  /** The decoded batch and who signed its EIP-712 digest; null when `data` is not Calibur's `execute`. */
  batch: CaliburBatch | null
  /** Runs it and undoes everything (an `eth_call`): the answer says whether it would revert. */
  dryRun?: boolean | undefined
}
