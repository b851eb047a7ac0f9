import type { ReadonlyUint8Array } from '@solana/kit'

/** An account of the Solana chain (LiteSVM's or the virtual one). */
export interface SvmAccountState {
  lamports: bigint
  /** The owner program. */
  programAddress: string
  executable: boolean
  data: ReadonlyUint8Array
}
