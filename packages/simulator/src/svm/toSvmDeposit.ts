import { addresses } from '../config/addresses'
import { svmAccounts } from '../config/svmAccounts'
import { svmPrograms } from '../config/svmPrograms'
import type { OriginTransaction } from '../model/OriginTransaction'
import type { SvmProcessedTransaction } from './SvmProcessedTransaction'

const u64 = (data: Uint8Array, at: number) =>
  data.length >= at + 8 ? new DataView(data.buffer, data.byteOffset).getBigUint64(at, true) : 0n
const ours = new Set<string>([svmAccounts.solver.address, svmAccounts.depository.address])

/**
 * What the solver sees in a processed Solana transaction: a deposit when it moves SOL to `depository` (system
 * `Transfer`) or a token into `depositoryTokenAccount` (token `Transfer` / `TransferChecked`; the USDC mint), as
 * an OriginTransaction whose `data` is the memo's text when it is a request id (`0x` + 64 hex), else `0x`.
 * `from` is the transfer's authority (who deposited and gets a refund), not a separate fee payer. Failed
 * transactions and the solver's or depository's own are no deposits (null), nor is one that moves nothing there.
 */
export function toSvmDeposit(
  chainId: number,
  tx: SvmProcessedTransaction,
  depository: { owner: string; tokenAccount: string },
): OriginTransaction | null {
  if (tx.err !== null || tx.signers.some((s) => ours.has(s))) return null
  let memo = '0x'
  let from: string | undefined
  let lamports = 0n
  let tokens = 0n
  for (const ix of tx.instructions) {
    const [a0, a1, a2, a3] = ix.accounts
    if (ix.programId === svmPrograms.memo) {
      const text = new TextDecoder().decode(ix.data)
      if (/^0x[0-9a-fA-F]{64}$/.test(text)) memo = text.toLowerCase()
    } else if (
      ix.programId === svmPrograms.system &&
      ix.data[0] === 2 &&
      ix.data.length === 12 &&
      a1 === depository.owner
    ) {
      lamports += u64(ix.data, 4)
      from ??= a0
    } else if (ix.programId === svmPrograms.token && ix.data[0] === 3 && a1 === depository.tokenAccount) {
      tokens += u64(ix.data, 1)
      from ??= a2
    } else if (ix.programId === svmPrograms.token && ix.data[0] === 12 && a2 === depository.tokenAccount) {
      tokens += u64(ix.data, 1)
      from ??= a3
    }
  }
  if (!from) return null
  return {
    chainId,
    hash: tx.signature,
    from,
    to: depository.owner,
    value: lamports,
    data: memo,
    blockNumber: Number(tx.slot),
    timestamp: tx.blockTime,
    fee: tx.fee,
    success: true,
    ...(tokens > 0n ? { token: { address: addresses.svmUsdc, amount: tokens } } : {}),
  }
}
