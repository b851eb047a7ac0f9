import type { TransactionStepItem } from '../../schemas/transactionStepItemSchema'
import type { ChainAdapter } from '../machine/ChainAdapter'
import type { GaslessOptions } from './GaslessOptions'
import { runGaslessBatch } from './runGaslessBatch'

/**
 * The EVM adapter with the gasless path in front (`executeQuote`'s `gasless`): its `runBatch` first offers the
 * remaining steps to {@link runGaslessBatch}, and when that does not apply (nothing signed) to the adapter's own
 * `runBatch`; items are checked, sent and confirmed by the adapter as before.
 */
export function withGaslessBatch(
  adapter: ChainAdapter<TransactionStepItem>,
  gasless: GaslessOptions,
): ChainAdapter<TransactionStepItem> {
  return {
    ...adapter,
    async runBatch(parameters) {
      return (await runGaslessBatch({ ...parameters, gasless })) ?? (await adapter.runBatch?.(parameters))
    },
  }
}
