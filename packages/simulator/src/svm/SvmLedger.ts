import type { SvmAccountState } from './SvmAccountState'
import type { SvmProcessedTransaction } from './SvmProcessedTransaction'

/** What sending a wire transaction came to. */
export type SvmSubmitResult =
  | { ok: true; tx: SvmProcessedTransaction }
  | { ok: false; err: unknown; logs: string[]; message: string }

/**
 * A Solana chain as its JSON-RPC answers read it (answerSvmRpc): the LiteSVM chain of anvil mode or the virtual
 * chain of virtual mode.
 */
export interface SvmLedger {
  slot(): bigint
  blockhash(): string
  /** Unix seconds of the current slot. */
  blockTime(): number
  account(address: string): SvmAccountState | null
  /** Every account owned by `program`, with its address. */
  programAccounts(program: string): (SvmAccountState & { address: string })[]
  /** Lamports that make an account of `size` bytes rent-exempt. */
  rentExempt(size: number): bigint
  /**
   * Processes a wire transaction. With `preflight` a transaction that would fail is refused and costs nothing, as a
   * Solana node's preflight does; otherwise a failure in execution is recorded (fee charged). Errors before
   * execution (signatures, blockhash, already processed, fee) are refused.
   */
  submit(wire: Uint8Array, options: { preflight: boolean }): Promise<SvmSubmitResult>
  /** Simulates without changing state; `sigVerify: false` accepts unsigned transactions. */
  simulate(
    wire: Uint8Array,
    options: { sigVerify: boolean; replaceRecentBlockhash?: boolean },
  ): Promise<{ err: unknown; logs: string[]; unitsConsumed: bigint }>
  /** A processed transaction by its base58 signature. */
  transaction(signature: string): SvmProcessedTransaction | undefined
}
