import { svmAccounts } from '../config/svmAccounts'
import { svmPrograms } from '../config/svmPrograms'
import type { OriginTransaction } from '../model/OriginTransaction'
import type { SvmProcessedTransaction } from './SvmProcessedTransaction'

const u64 = (data: Uint8Array, at: number) =>
  data.length >= at + 8 ? new DataView(data.buffer, data.byteOffset).getBigUint64(at, true) : 0n
const ours = new Set<string>([svmAccounts.solver.address, svmAccounts.depository.address])

/** Where deposits go, as the watcher asks: a target owner, and the owner and mint of a token account. */
export interface SvmDepositTargets {
  /** The depository, or a request's deposit address. */
  isTarget(owner: string): boolean
  /** The owner and mint of a token account (read from the chain after the transaction), or undefined. */
  tokenAccount(account: string): { owner: string; mint: string } | undefined
}

/**
 * What the solver sees in a processed Solana transaction: a deposit when it moves SOL to a target (system
 * `Transfer` to the depository or a deposit address) or a token into a target's token account (token `Transfer` /
 * `TransferChecked`), as an OriginTransaction to that target whose `data` is the memo's text when it is a request
 * id (`0x` + 64 hex), else `0x`. `from` is the transfer's authority (who deposited and gets a refund), not a
 * separate fee payer. Failed transactions and the solver's or depository's own are no deposits (null), nor is one
 * that moves nothing to a target.
 */
export function toSvmDeposit(
  chainId: number,
  tx: SvmProcessedTransaction,
  targets: SvmDepositTargets,
): OriginTransaction | null {
  if (tx.err !== null || tx.signers.some((s) => ours.has(s))) return null
  let memo = '0x'
  let deposit:
    | { from: string; to: string; lamports: bigint; token?: { address: string; amount: bigint } }
    | undefined
  for (const ix of tx.instructions) {
    const [a0 = '', a1 = '', a2 = '', a3 = ''] = ix.accounts
    if (ix.programId === svmPrograms.memo) {
      const text = new TextDecoder().decode(ix.data)
      if (/^0x[0-9a-fA-F]{64}$/.test(text)) memo = text.toLowerCase()
      continue
    }
    if (deposit) continue // one transfer per deposit: the first to a target
    if (
      ix.programId === svmPrograms.system &&
      ix.data[0] === 2 &&
      ix.data.length === 12 &&
      targets.isTarget(a1)
    )
      deposit = { from: a0, to: a1, lamports: u64(ix.data, 4) }
    if (ix.programId === svmPrograms.token && (ix.data[0] === 3 || ix.data[0] === 12)) {
      const [destination, authority] = ix.data[0] === 3 ? [a1, a2] : [a2, a3]
      const account = targets.tokenAccount(destination)
      if (account && targets.isTarget(account.owner))
        deposit = {
          from: authority,
          to: account.owner,
          lamports: 0n,
          token: { address: account.mint, amount: u64(ix.data, 1) },
        }
    }
  }
  if (!deposit) return null
  return {
    chainId,
    hash: tx.signature,
    from: deposit.from,
    to: deposit.to,
    value: deposit.lamports,
    data: memo,
    blockNumber: Number(tx.slot),
    timestamp: tx.blockTime,
    fee: tx.fee,
    success: true,
    ...(deposit.token ? { token: deposit.token } : {}),
  }
}
