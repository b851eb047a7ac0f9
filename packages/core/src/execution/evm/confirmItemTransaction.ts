import type { Client, TransactionReceipt } from 'viem'
import { getBlockNumber, getTransaction } from 'viem/actions'
import type { Quote } from '../../schemas/quoteSchema'
import type { TransactionStepItem } from '../../schemas/transactionStepItemSchema'
import type { ExecutionContext } from '../ExecutionContext'
import { toExplorerUrl } from '../toExplorerUrl'
import { transactionContent } from './transactionContent'
import { waitForReceipt } from './waitForReceipt'

/**
 * Waits for a sent item's receipt, following a replacement (sped up: the new hash is recorded). A replacement
 * that does something else is a cancellation in the wallet (`user-rejected`, a deposit then `not-sent`); a
 * reverted receipt is `transaction-reverted`; no receipt in time is `timeout` (a deposit's funds `unknown`).
 */
export async function confirmItemTransaction(
  ctx: ExecutionContext,
  _quote: Quote,
  stepIndex: number,
  itemIndex: number,
  item: TransactionStepItem,
  publicClient: Client,
  sent: { hash: `0x${string}`; from: string; nonce: number | undefined; fromBlock: bigint | undefined },
): Promise<TransactionReceipt> {
  const chain = ctx.chains.find((c) => c.id === item.data.chainId)
  const { hash } = sent
  let { nonce, fromBlock } = sent
  ctx.apply({ type: 'confirming', step: stepIndex, item: itemIndex })
  if (nonce === undefined) {
    const tx = await getTransaction(publicClient, { hash }).catch(() => undefined)
    nonce = tx?.nonce
    fromBlock = tx?.blockNumber ?? (await getBlockNumber(publicClient, { cacheTime: 0 }))
  }
  let receipt: TransactionReceipt
  try {
    receipt = await waitForReceipt(publicClient, {
      hash,
      from: sent.from,
      nonce: nonce ?? Number.MAX_SAFE_INTEGER,
      fromBlock: fromBlock ?? 0n,
      intervalMs: Math.min(ctx.options.pollIntervalMs, 1000),
      timeoutMs: ctx.options.receiptTimeoutMs,
      signal: ctx.signal,
      onReplaced: (replacement) =>
        ctx.apply({
          type: 'replaced',
          step: stepIndex,
          item: itemIndex,
          hash: replacement,
          explorerUrl: toExplorerUrl(chain, replacement),
        }),
    })
  } catch (error) {
    if (ctx.signal.aborted) throw error
    throw ctx.fail({
      type: 'timeout',
      step: stepIndex,
      item: itemIndex,
      deposit: Boolean(item.check),
      message: 'No receipt in time.',
      error: { reason: 'timeout', cause: error },
    })
  }
  // Replaced by a transaction that does something else: the wallet cancelled it (the deposit never happened).
  if (receipt.transactionHash !== hash) {
    const mined = await getTransaction(publicClient, { hash: receipt.transactionHash })
    const wanted = transactionContent(item)
    if (
      mined.to?.toLowerCase() !== wanted.to.toLowerCase() ||
      mined.input.toLowerCase() !== wanted.data.toLowerCase() ||
      mined.value !== wanted.value
    ) {
      ctx.setClaim(undefined)
      throw ctx.fail({
        type: 'reverted',
        step: stepIndex,
        item: itemIndex,
        deposit: Boolean(item.check),
        message: 'Cancelled in the wallet.',
        error: {
          reason: 'user-rejected',
          shortMessage:
            'The transaction was cancelled in the wallet (replaced by another). Nothing was sent.',
        },
      })
    }
  }
  if (receipt.status === 'reverted') {
    ctx.setClaim(undefined)
    // A reverted deposit moved nothing.
    throw ctx.fail({
      type: 'reverted',
      step: stepIndex,
      item: itemIndex,
      deposit: Boolean(item.check),
      message: 'The transaction reverted.',
      error: { reason: 'transaction-reverted' },
    })
  }
  return receipt
}
