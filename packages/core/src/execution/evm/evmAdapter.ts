import { getConnection } from '@wagmi/core'
import type { TransactionStepItem } from '../../schemas/transactionStepItemSchema'
import type { ChainAdapter } from '../machine/ChainAdapter'
import { assertSafeTransaction } from '../safety/assertSafeTransaction'
import { toSafetyParameters } from '../safety/toSafetyParameters'
import { confirmItemTransaction } from './confirmItemTransaction'
import type { EvmEvidence } from './EvmEvidence'
import { publicClientOf } from './publicClientOf'
import { recoverClaimedTransaction } from './recoverClaimedTransaction'
import { runBatchedApproval } from './runBatchedApproval'
import { sendItemTransaction } from './sendItemTransaction'

/**
 * The EVM chain family through wagmi and viem: the calldata and target checks (`assertSafeTransaction`), a claim
 * looked up by the account's nonce (`recoverClaimedTransaction`), `sendTransaction` (`sendItemTransaction`) and
 * receipts that follow a sped-up replacement (`confirmItemTransaction`); an approval and the deposit after it as one
 * EIP-5792 `sendCalls` when the wallet can (`runBatchedApproval`).
 */
export const evmAdapter: ChainAdapter<TransactionStepItem> = {
  checkItem({ ctx, quote, step, item, data }) {
    assertSafeTransaction(data, toSafetyParameters({ ctx, steps: quote.steps, step, item }))
  },
  async recover(parameters) {
    const { ctx, step, item, data } = parameters
    const from = getConnection(ctx.config).address
    const found = await recoverClaimedTransaction(ctx, {
      quote: parameters.quote,
      stepIndex: step,
      itemIndex: item,
      item: data,
      publicClient: publicClientOf(parameters),
    })
    // A bundler's transaction for a smart account has its own sender.
    const evidence: EvmEvidence | undefined = found && { ...found, from: found.from ?? from }
    return found && { hash: found.hash, evidence }
  },
  send: sendItemTransaction,
  confirm: confirmItemTransaction,
  runBatch: runBatchedApproval,
}
