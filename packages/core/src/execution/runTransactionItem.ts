import { getClient, getConnection } from '@wagmi/core'
import { ExecutionError } from '../errors/ExecutionError'
import type { Quote } from '../schemas/quoteSchema'
import type { TransactionStepItem } from '../schemas/transactionStepItemSchema'
import { assertSafeTransaction } from './assertSafeTransaction'
import { awaitDepositSeen } from './awaitDepositSeen'
import { claimOffset } from './claimOffset'
import { confirmItemTransaction } from './confirmItemTransaction'
import type { ExecutionContext } from './ExecutionContext'
import { isPermitFlow } from './isPermitFlow'
import { recoverClaimedTransaction } from './recoverClaimedTransaction'
import { sendItemTransaction } from './sendItemTransaction'

/**
 * Performs one transaction item at most once. In order: the safety checks (before anything reaches the wallet,
 * the chain switch included), the evidence of an earlier claim (`recoverClaimedTransaction`), the send
 * (`sendItemTransaction`: claim, prompt, hash persisted), the receipt (`confirmItemTransaction`) and, for a
 * deposit, the service seeing it (`awaitDepositSeen`). An item that already has a hash is only confirmed.
 */
export async function runTransactionItem(
  ctx: ExecutionContext,
  quote: Quote,
  stepIndex: number,
  itemIndex: number,
  item: TransactionStepItem,
): Promise<void> {
  const step = quote.steps[stepIndex]!
  const { chainId } = item.data
  const account = getConnection(ctx.config).address
  const recorded = ctx.progress().steps[stepIndex]!.items[itemIndex]!.txHash as `0x${string}` | undefined
  // Safety checks: the wallet is not asked (nor switched) when one fails.
  if (!recorded)
    assertSafeTransaction(item, {
      ...ctx,
      step: step.id,
      item: itemIndex,
      account,
      allowAddresses: ctx.options.allowAddresses,
      permitFlow: isPermitFlow(quote.steps),
    })
  const publicClient = getClient(ctx.config, { chainId })
  if (!publicClient)
    throw new ExecutionError({
      reason: 'unsafe',
      check: 'chain-configured',
      step: step.id,
      item: itemIndex,
      funds: ctx.progress().funds,
      shortMessage: `Chain ${chainId} is not in the app's wallet configuration: nothing was sent.`,
    })
  const sent = recorded
    ? { hash: recorded, nonce: undefined, fromBlock: undefined }
    : ((await recoverClaimedTransaction(ctx, { quote, stepIndex, itemIndex, item, publicClient })) ??
      (await sendItemTransaction(ctx, quote, stepIndex, itemIndex, item, publicClient)))
  const receipt = await confirmItemTransaction(ctx, quote, stepIndex, itemIndex, item, publicClient, {
    ...sent,
    from: ('from' in sent ? sent.from : undefined) ?? account ?? item.data.from ?? '',
  })
  if (item.check)
    await awaitDepositSeen(ctx, quote, stepIndex, { ...item, check: item.check }, receipt.transactionHash)
  // Done with this item: its claim goes, unless it also covers a later item of the same batch.
  const claim = ctx.claim()
  const covered = claimOffset(claim, stepIndex, itemIndex)
  if (claim && covered >= 0 && covered + 1 >= (claim.batch ?? 1)) ctx.setClaim(undefined)
  ctx.setItem(stepIndex, itemIndex, { state: 'complete' })
}
