import { svmPrograms } from '../config/svmPrograms'
import { buildSvmTransferInstructions } from './buildSvmTransferInstructions'
import type { SvmInstruction } from './SvmInstruction'

/** Inputs of {@link buildSvmDepositInstructions}. */
export interface BuildSvmDepositInstructionsInput {
  /** The depositor: signs the transfer and the memo. */
  user: string
  /** Where the deposit goes: the depository, or a request's deposit address. */
  to: string
  /** The USDC mint, or null for native SOL. */
  mint: { address: string; decimals: number } | null
  /** Smallest units (lamports, or token units). */
  amount: bigint
  /** The request id (`0x` + 64 hex), written in the memo. */
  requestId: string
  /** Pays the fees and any rent; the user when no `depositFeePayer` was given. */
  payer: string
}

const hexOf = (text: string) =>
  Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, '0')).join('')
const meta = (pubkey: string, isSigner: boolean, isWritable: boolean) => ({ pubkey, isSigner, isWritable })

/**
 * The instructions of an SVM deposit, the transfer of {@link buildSvmTransferInstructions} then the memo: SOL → system `Transfer` to `to`; a token → associated-token `CreateIdempotent`
 * of `to`'s token account (paid by `payer`, so a `depositFeePayer` is a writable signer of the message) then
 * token `TransferChecked` from the user's token account; both end with a Memo v3 instruction carrying the request
 * id (signed by the user), which is how the solver matches the deposit to its request.
 */
export async function buildSvmDepositInstructions(
  input: BuildSvmDepositInstructionsInput,
): Promise<SvmInstruction[]> {
  const memo: SvmInstruction = {
    programId: svmPrograms.memo,
    keys: [meta(input.user, true, false)],
    data: hexOf(input.requestId),
  }
  const { user, to, payer, mint, amount } = input
  return [...(await buildSvmTransferInstructions({ from: user, to, payer, mint, amount })), memo]
}
