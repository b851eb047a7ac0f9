import { svmAccounts } from '../../config/svmAccounts'
import { refundPlan } from '../../lifecycle/refundPlan'
import type { ChainBackend } from '../../model/ChainBackend'
import type { SimContext } from '../../model/SimContext'
import type { SimTx } from '../../model/types'
import { buildSvmTransferInstructions } from '../../svm/buildSvmTransferInstructions'
import { findTokenAccount } from '../../svm/findTokenAccount'
import { svmDepositTargets } from '../../svm/svmDepositTargets'
import { toSvmDeposit } from '../../svm/toSvmDeposit'
import { createSerialQueue } from '../createSerialQueue'
import type { SvmChain } from './createSvmChain'

/**
 * The chain backend for the local Solana chain, in front of `next` (which carries every other chain): the solver
 * fills on Solana (SOL, or USDC to the recipient's associated token account, created with its rent paid by the
 * solver when it is new), refunds come out of the depository (signed by the depository's key, fees paid by the
 * solver), app-fee payouts come from the solver. `lookupTransaction` finds a processed transaction by signature
 * (`POST /transactions/index`), `needsTokenAccount` reads whether a recipient has its token account yet (rent).
 * A transaction the chain refuses throws (the lifecycle refunds a fill that cannot be sent).
 */
export function createSvmBackend(
  ctx: SimContext,
  chain: SvmChain,
  chainId: number,
  next: ChainBackend,
): ChainBackend {
  const queue = createSerialQueue()
  const mintOf = (currency: string) => {
    const c = ctx.currency(chainId, currency)
    return c && !c.isNative ? { address: c.address, decimals: c.decimals } : null
  }
  const pay = (from: 'solver' | 'depository', currency: string, to: string, amount: bigint) =>
    queue(async (): Promise<SimTx> => {
      const payer = svmAccounts.solver
      const source = from === 'solver' ? svmAccounts.solver : svmAccounts.depository
      const instructions = await buildSvmTransferInstructions({
        from: source.address,
        to,
        payer: payer.address,
        mint: mintOf(currency),
        amount,
      })
      const seeds = source === payer ? [payer.seed] : [payer.seed, source.seed]
      const sent = await chain.execute(instructions, seeds)
      if (!sent.ok) throw new Error(`the Solana chain refused the transaction: ${sent.message}`)
      const tx = sent.tx
      return {
        txHash: tx.signature,
        chainId,
        block: Number(tx.slot),
        timestamp: tx.blockTime,
        fee: tx.fee.toString(),
        type: 'onchain',
        status: tx.err === null ? 'success' : 'failed',
        data: { from: source.address, to, value: mintOf(currency) ? '0' : amount.toString(), data: '0x' },
        stateChanges: [],
      }
    })

  return {
    ...next,
    mode: next.mode,
    fill(request) {
      if (request.destinationChainId !== chainId) return next.fill(request)
      const amount = BigInt(request.actualAmountOut ?? request.amountOut)
      return pay('solver', request.currencyOut.address, request.recipient, amount)
    },
    refund(request) {
      const plan = refundPlan(request)
      if (plan.chainId !== chainId) return next.refund(request)
      return pay(plan.fromDepository ? 'depository' : 'solver', plan.currency, plan.to, plan.amount)
    },
    payout(id, currency, to, amount, purpose) {
      if (id !== chainId) return next.payout(id, currency, to, amount, purpose)
      return pay('solver', currency, to, amount)
    },
    async needsTokenAccount(id, owner, token) {
      if (id !== chainId) return next.needsTokenAccount(id, owner, token)
      if (!mintOf(token)) return false
      const account = chain.svm.getAccount((await findTokenAccount(owner, token)) as never)
      return !account.exists
    },
    async lookupTransaction(id, hash) {
      if (id !== chainId) return next.lookupTransaction(id, hash)
      const tx = chain.transaction(hash)
      if (!tx) return null
      return (
        toSvmDeposit(chainId, tx, svmDepositTargets(ctx, chain)) ?? {
          chainId,
          hash: tx.signature,
          from: tx.signers[0] ?? '',
          to: '',
          value: 0n,
          data: '0x',
          blockNumber: Number(tx.slot),
          timestamp: tx.blockTime,
          fee: tx.fee,
          success: tx.err === null,
        }
      )
    },
    close: () => next.close(),
  }
}
