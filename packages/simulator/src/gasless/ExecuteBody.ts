import type { GaslessCall } from '../model/GaslessCall'

/** The validated body of `POST /execute` (`executionKind: "rawCalls"`, the peer SDK's `executeGaslessBatch`). */
export interface ExecuteBody {
  executionKind: 'rawCalls'
  /** The type-4 transaction to relay: to the user's account, its batch call data, the authorization if any. */
  data: GaslessCall
  executionOptions: { referrer: string | null; subsidizeFees: boolean }
  /** Extra gas the batch costs the relayer (80,000 for Calibur), priced like the transaction's own gas. */
  originGasOverhead: number
  requestId: string | null
}
