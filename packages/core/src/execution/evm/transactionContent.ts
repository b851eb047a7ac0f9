import type { TransactionStepItem } from '../../schemas/transactionStepItemSchema'

/** What an item's transaction does: target, call data and value (how a sent one is recognised on chain). */
export function transactionContent(item: TransactionStepItem): { to: string; data: string; value: bigint } {
  return { to: item.data.to ?? '', data: item.data.data ?? '0x', value: BigInt(item.data.value ?? '0') }
}
