import { getConnection } from '@wagmi/core'
import type { TransactionReceipt } from 'viem'
import { getBlockNumber, getTransaction } from 'viem/actions'
import type { TransactionStepItem } from '../../schemas/transactionStepItemSchema'
import type { AdapterItemParameters, SentItem } from '../machine/ChainAdapter'
import { toExplorerUrl } from '../toExplorerUrl'
import type { EvmEvidence } from './EvmEvidence'
import { publicClientOf } from './publicClientOf'
import { transactionContent } from './transactionContent'
import { waitForReceipt } from './waitForReceipt'

/**
 * Waits for a sent item's receipt, following a replacement (sped up: the new hash is recorded). A replacement
 * that does something else is a cancellation in the wallet (`user-rejected`, a deposit then `not-sent`); a
 * reverted receipt is `transaction-reverted`; no receipt in time is `timeout` (a deposit's funds `unknown`).
 */
export async function confirmItemTransaction(
  parameters: AdapterItemParameters<TransactionStepItem> & { sent: SentItem },
): Promise<{ hash: string }> {
  const { ctx, step: stepIndex, item: itemIndex, data: item, sent } = parameters
  const publicClient = publicClientOf(parameters)
  const chain = ctx.chains.find((c) => c.id === item.data.chainId)
  const hash = sent.hash as `0x${string}`
  const evidence = sent.evidence as EvmEvidence | undefined
  // A bundler's transaction for a smart account has its own sender; a recorded hash is the connected account's.
  const from = (evidence ? evidence.from : getConnection(ctx.config).address) ?? item.data.from ?? ''
  let { nonce, fromBlock } = evidence ?? { nonce: undefined, fromBlock: undefined }
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
      from,
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
  return { hash: receipt.transactionHash }
}
