import type { Quote } from '../schemas/quoteSchema'
import type { TransactionStepItem } from '../schemas/transactionStepItemSchema'
import type { ExecutionContext } from './ExecutionContext'
import type { ChainAdapter, SentItem } from './machine/ChainAdapter'
import { awaitDepositSeen } from './service/awaitDepositSeen'
import { claimOffset } from './store/claimOffset'

/**
 * Performs one transaction item at most once, through its chain family's adapter. In order: the safety checks
 * (`checkItem`, before anything reaches the wallet, the chain switch included), the evidence of an earlier claim
 * (`recover`), the send (`send`: claim, prompt, hash persisted), the receipt (`confirm`) and, for a deposit, the
 * service seeing it (`awaitDepositSeen`). An item that already has a hash is only confirmed.
 */
export async function runTransactionItem(
  ctx: ExecutionContext,
  quote: Quote,
  stepIndex: number,
  itemIndex: number,
  item: TransactionStepItem,
  adapter: ChainAdapter<TransactionStepItem>,
): Promise<void> {
  const parameters = { ctx, quote, step: stepIndex, item: itemIndex, data: item }
  const recorded = ctx.progress().steps[stepIndex]!.items[itemIndex]!.txHash
  // Safety checks: the wallet is not asked (nor switched) when one fails.
  if (!recorded) adapter.checkItem(parameters)
  const sent: SentItem = recorded
    ? { hash: recorded }
    : ((await adapter.recover(parameters)) ?? (await adapter.send(parameters)))
  const confirmed = await adapter.confirm({ ...parameters, sent })
  if (item.check)
    await awaitDepositSeen(ctx, quote, stepIndex, { ...item, check: item.check }, confirmed.hash)
  // Done with this item: its claim goes, unless it also covers a later item of the same batch.
  const claim = ctx.claim()
  const covered = claimOffset(claim, stepIndex, itemIndex)
  if (claim && covered >= 0 && covered + 1 >= (claim.batch ?? 1)) ctx.setClaim(undefined)
  ctx.apply({ type: 'confirmed', step: stepIndex, item: itemIndex })
}
