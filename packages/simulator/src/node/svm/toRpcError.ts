import { FailedTransactionMetadata } from 'litesvm'
import { InstructionErrorFieldless, TransactionErrorFieldless } from 'litesvm/dist/internal'

const nameOf = (table: Record<string, unknown>, value: number) =>
  Object.entries(table).find(([, v]) => v === value)?.[0] ?? `Error${value}`

/**
 * The JSON-RPC form of a LiteSVM transaction error, as a Solana node reports `err`: a name
 * (`"AlreadyProcessed"`), `{InstructionError: [index, name | {Custom: code}]}`, or `{<Name>: {...}}`.
 */
export function toRpcError(failed: FailedTransactionMetadata): unknown {
  const err = failed.err() as unknown
  if (typeof err === 'number') return nameOf(TransactionErrorFieldless as unknown as Record<string, unknown>, err)
  if (err && typeof err === 'object' && 'index' in err && typeof (err as { err?: unknown }).err === 'function') {
    const inner = (err as { index: number; err(): unknown }).err()
    const detail =
      typeof inner === 'number'
        ? nameOf(InstructionErrorFieldless as unknown as Record<string, unknown>, inner)
        : inner && typeof inner === 'object' && 'code' in inner
          ? { Custom: (inner as { code: number }).code }
          : String(inner)
    return { InstructionError: [(err as { index: number }).index, detail] }
  }
  return String(err)
}
