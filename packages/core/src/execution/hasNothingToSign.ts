import type { ExecutionRecord } from './types'

/**
 * True when resuming `record` asks the wallet for nothing: a deposit-address payment, or one whose every item was
 * sent or signed already (only confirmations and tracking remain). Such a record is resumed without a press.
 *
 * @example
 * if (record && hasNothingToSign(record)) execution.resume(record.requestId)
 */
export function hasNothingToSign(record: ExecutionRecord): boolean {
  if (record.progress.depositAddress) return true
  return record.progress.steps.every((step) =>
    step.items.every((item) => item.state === 'complete' || Boolean(item.txHash) || Boolean(item.signature)),
  )
}
