import type { Step } from './stepSchema'
import type { TransactionStep } from './transactionStepSchema'

/** Narrows a quote step to a transaction step (`kind === 'transaction'`). */
export function isTransactionStep(step: Step): step is TransactionStep {
  return step.kind === 'transaction'
}
