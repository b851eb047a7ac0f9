import type { TransactionStepItem } from '../../schemas/transactionStepItemSchema'
import type { AdapterItemParameters, SentItem } from '../machine/ChainAdapter'
import { sleep } from '../sleep'
import type { SvmAdapterScope } from './SvmAdapterScope'
import type { SvmItemData } from './SvmItemData'

/**
 * Waits until an SVM item's signature is `confirmed` (or `finalized`) on its chain, polling its signature status.
 * A transaction that failed on chain moved nothing (`transaction-reverted`, the claim cleared); no confirmation in
 * `receiptTimeoutMs` is `timeout` (a deposit's funds `unknown`). Transient RPC errors are read again.
 */
export async function confirmSvmItem(
  scope: SvmAdapterScope,
  parameters: AdapterItemParameters<TransactionStepItem> & { sent: SentItem },
): Promise<{ hash: string }> {
  const { ctx, step, item, data, sent } = parameters
  const rpc = scope.rpcOf(ctx, (data.data as unknown as SvmItemData).chainId)
  const deposit = Boolean(data.check)
  ctx.apply({ type: 'confirming', step, item })
  const deadline = Date.now() + ctx.options.receiptTimeoutMs
  for (;;) {
    const status = await rpc
      .getSignatureStatuses([sent.hash as never], { searchTransactionHistory: true })
      .send()
      .then(
        ({ value }) => value[0],
        () => undefined,
      )
    if (status?.err) {
      ctx.setClaim(undefined)
      throw ctx.fail({
        type: 'reverted',
        step,
        item,
        deposit,
        message: 'The transaction failed on chain.',
        error: { reason: 'transaction-reverted' },
      })
    }
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized')
      return { hash: sent.hash }
    if (Date.now() > deadline)
      throw ctx.fail({
        type: 'timeout',
        step,
        item,
        deposit,
        message: 'No confirmation in time.',
        error: { reason: 'timeout' },
      })
    await sleep(Math.min(ctx.options.pollIntervalMs, 500), ctx.signal)
  }
}
