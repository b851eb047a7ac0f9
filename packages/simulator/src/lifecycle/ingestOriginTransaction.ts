import type { OriginTransaction } from '../model/OriginTransaction'
import type { SimContext } from '../model/SimContext'

/** What the solver made of an origin transaction. */
export type IngestResult =
  | { kind: 'deposit'; requestId: string }
  | { kind: 'appBalanceDeposit'; wallet: string }
  | { kind: 'ignored'; reason: string }

/**
 * The solver's single entry point for origin-chain transactions (both modes):
 * a deposit to the depository whose call data ends with a known 32-byte request id is indexed
 * (→ `pending`, then filled on the clock); a transfer to `solverAddresses[0]` on 8453 whose call
 * data ends with `012345abcdef` + 40 hex + `012345abcdef` credits an app balance.
 * Placeholder until the lifecycle module implements it.
 */
export async function ingestOriginTransaction(
  _ctx: SimContext,
  _tx: OriginTransaction,
): Promise<IngestResult> {
  return { kind: 'ignored', reason: 'not implemented' }
}
