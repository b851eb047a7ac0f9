/** A transaction the local Solana chain processed (sent through its RPC facade or by the solver). */
export interface SvmProcessedTransaction {
  /** Base58 signature (the fee payer's): the transaction's id. */
  signature: string
  slot: bigint
  /** Unix seconds. */
  blockTime: number
  /** The RPC form of the error (`{InstructionError: [index, …]}` or a name), null on success. */
  err: unknown
  logs: string[]
  /** Lamports paid by the fee payer. */
  fee: bigint
  /** The wire transaction. */
  wire: Uint8Array
  /** Every account of the message, lookup-table ones resolved, in message order. */
  accountKeys: string[]
  /** The signers, fee payer first. */
  signers: string[]
  instructions: { programId: string; accounts: string[]; data: Uint8Array }[]
}
