import { getClient, getConnection } from '@wagmi/core'
import type { Client } from 'viem'
import type { TransactionStepItem } from '../../schemas/transactionStepItemSchema'
import type { AdapterItemParameters, ChainAdapter } from '../machine/ChainAdapter'
import { assertSafeTransaction } from '../safety/assertSafeTransaction'
import { isPermitFlow } from '../safety/isPermitFlow'
import { confirmItemTransaction } from './confirmItemTransaction'
import { recoverClaimedTransaction } from './recoverClaimedTransaction'
import { sendItemTransaction } from './sendItemTransaction'

/** What the EVM adapter keeps of a sent transaction to confirm it: the sender, its nonce, the block it was sent at. */
type EvmEvidence = { from?: string | undefined; nonce: number | undefined; fromBlock: bigint | undefined }

/** The wagmi client of the item's chain; a chain missing from the app's wallet configuration refuses the item. */
function publicClientOf({ ctx, step, item, data }: AdapterItemParameters<TransactionStepItem>): Client {
  const client = getClient(ctx.config, { chainId: data.data.chainId })
  if (client) return client
  throw ctx.fail({
    type: 'rejected',
    step,
    item,
    error: {
      reason: 'unsafe',
      check: 'chain-configured',
      shortMessage: `Chain ${data.data.chainId} is not in the app's wallet configuration: nothing was sent.`,
    },
  })
}

/**
 * The EVM chain family through wagmi and viem: the calldata and target checks (`assertSafeTransaction`), a claim
 * looked up by the account's nonce (`recoverClaimedTransaction`), `sendTransaction` (`sendItemTransaction`) and
 * receipts that follow a sped-up replacement (`confirmItemTransaction`).
 */
export const evmAdapter: ChainAdapter<TransactionStepItem> = {
  checkItem({ ctx, quote, step, item, data }) {
    assertSafeTransaction(data, {
      ...ctx,
      step: quote.steps[step]!.id,
      item,
      account: getConnection(ctx.config).address,
      allowAddresses: ctx.options.allowAddresses,
      permitFlow: isPermitFlow(quote.steps),
    })
  },
  async recover(parameters) {
    const { ctx, quote, step, item, data } = parameters
    const from = getConnection(ctx.config).address
    const client = publicClientOf(parameters)
    const found = await recoverClaimedTransaction(ctx, {
      quote,
      stepIndex: step,
      itemIndex: item,
      item: data,
      publicClient: client,
    })
    // A bundler's transaction for a smart account has its own sender.
    return (
      found && {
        hash: found.hash,
        evidence: { from: found.from ?? from, nonce: found.nonce, fromBlock: found.fromBlock },
      }
    )
  },
  async send(parameters) {
    const { ctx, quote, step, item, data } = parameters
    const from = getConnection(ctx.config).address
    const sent = await sendItemTransaction(ctx, quote, step, item, data, publicClientOf(parameters))
    return { hash: sent.hash, evidence: { from, nonce: sent.nonce, fromBlock: sent.fromBlock } }
  },
  async confirm(parameters) {
    const { ctx, quote, step, item, data, sent } = parameters
    const evidence = sent.evidence as EvmEvidence | undefined
    const receipt = await confirmItemTransaction(ctx, quote, step, item, data, publicClientOf(parameters), {
      hash: sent.hash as `0x${string}`,
      from: (evidence ? evidence.from : getConnection(ctx.config).address) ?? data.data.from ?? '',
      nonce: evidence?.nonce,
      fromBlock: evidence?.fromBlock,
    })
    return { hash: receipt.transactionHash }
  },
}
