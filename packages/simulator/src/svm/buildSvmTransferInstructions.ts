import { svmPrograms } from '../config/svmPrograms'
import { findTokenAccount } from './findTokenAccount'
import type { SvmInstruction } from './SvmInstruction'
import { u64Hex } from './u64Hex'

const meta = (pubkey: string, isSigner: boolean, isWritable: boolean) => ({ pubkey, isSigner, isWritable })

/**
 * A payment on the Solana chain from `from` to `to`: SOL → system `Transfer`; a token → associated-token
 * `CreateIdempotent` of `to`'s token account (its rent paid by `payer` when it is new) then `TransferChecked`
 * from `from`'s token account. What the solver's fills, refunds (from the depository) and payouts send.
 */
export async function buildSvmTransferInstructions(input: {
  from: string
  to: string
  payer: string
  mint: { address: string; decimals: number } | null
  amount: bigint
}): Promise<SvmInstruction[]> {
  if (!input.mint)
    return [
      {
        programId: svmPrograms.system,
        keys: [meta(input.from, true, true), meta(input.to, false, true)],
        data: `02000000${u64Hex(input.amount)}`,
      },
    ]
  const mint = input.mint.address
  const [source, destination] = await Promise.all([
    findTokenAccount(input.from, mint),
    findTokenAccount(input.to, mint),
  ])
  return [
    {
      programId: svmPrograms.associatedToken,
      keys: [
        meta(input.payer, true, true),
        meta(destination, false, true),
        meta(input.to, false, false),
        meta(mint, false, false),
        meta(svmPrograms.system, false, false),
        meta(svmPrograms.token, false, false),
      ],
      data: '01',
    },
    {
      programId: svmPrograms.token,
      keys: [
        meta(source, false, true),
        meta(mint, false, false),
        meta(destination, false, true),
        meta(input.from, true, false),
      ],
      data: `0c${u64Hex(input.amount)}${input.mint.decimals.toString(16).padStart(2, '0')}`,
    },
  ]
}
