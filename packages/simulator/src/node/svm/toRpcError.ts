import type { FailedTransactionMetadata } from 'litesvm'
import { svmErrorNames } from './svmErrorNames'

const nameOf = (table: string[], value: number) => table[value] ?? `Error${value}`

/**
 * The JSON-RPC form of a LiteSVM transaction error, as a Solana node reports `err`: a name
 * (`"AlreadyProcessed"`), `{InstructionError: [index, name | {Custom: code}]}`, or `{<Name>: {...}}`.
 */
export function toRpcError(failed: FailedTransactionMetadata): unknown {
  const err = failed.err() as unknown
  if (typeof err === 'number') return nameOf(svmErrorNames.transaction, err)
  if (
    err &&
    typeof err === 'object' &&
    'index' in err &&
    typeof (err as { err?: unknown }).err === 'function'
  ) {
    const inner = (err as { index: number; err(): unknown }).err()
    const detail =
      typeof inner === 'number'
        ? nameOf(svmErrorNames.instruction, inner)
        : inner && typeof inner === 'object' && 'code' in inner
          ? { Custom: (inner as { code: number }).code }
          : String(inner)
    return { InstructionError: [(err as { index: number }).index, detail] }
  }
  return String(err)
}
