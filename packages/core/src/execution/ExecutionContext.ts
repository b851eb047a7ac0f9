// The environment one execution shares between its parts (types only).
import type { QueryClient } from '@tanstack/react-query'
import type { Config } from '@wagmi/core'
import type { CrosspayClient } from '../api/CrosspayClient'
import type { Chain } from '../schemas/chainSchema'
import type { Quote } from '../schemas/quoteSchema'
import type { Emitter } from './createEmitter'
import type { ExecutionStore } from './createExecutionStore'
import type { ExecutionClaim, ExecutionEventMap, ExecutionItemProgress, ExecutionProgress } from './types'

/**
 * Internal: what the step runners of one execution share. Nothing in it is reassigned: the quote being performed
 * is passed to each runner as an argument, and the progress is read through `progress()` and changed through
 * `set` / `setItem`, which persist and emit.
 */
export type ExecutionContext = {
  readonly config: Config
  readonly client: CrosspayClient
  readonly queryClient: QueryClient
  readonly store: ExecutionStore
  /** This tab's id, for claims (kept in memory: a duplicated tab or a reload is another owner). */
  readonly owner: string
  readonly signal: AbortSignal
  readonly requestId: string
  readonly chains: readonly Chain[]
  /**
   * The origin chain and currency, and what the user pays (smallest units); `exact`: EXACT_INPUT, a deposit must move
   * exactly `amount`.
   */
  readonly origin: { chainId: number; currency: string; amount: bigint; native: boolean; exact: boolean }
  /** The account the quote was made for. */
  readonly user: string | undefined
  readonly emitter: Emitter<ExecutionEventMap>
  /**
   * This run holds the request's Web Lock (`navigator.locks`): no other tab runs it, so another owner's claim is
   * evidence left by a tab that went away, never a live one. False where Web Locks are missing (storage claims).
   */
  readonly locked: boolean
  readonly options: {
    allowAddresses?: ((chainId: number) => readonly string[]) | undefined
    receiptTimeoutMs: number
    pollIntervalMs: number
    claimStaleMs: number
    fastFill?: ((request: { requestId: string; txHash: string }) => Promise<unknown>) | undefined
  }
  /** The progress as it stands now. */
  progress(): ExecutionProgress
  /** Changes an item's progress, persists the execution and tells the listeners. */
  setItem(step: number, item: number, patch: Partial<ExecutionItemProgress>): void
  /** Changes the execution's progress, persists it and tells the listeners. */
  set(patch: Partial<ExecutionProgress>): void
  /** Adds the steps a signature post answered (persisted with the quote); returns the quote to perform now. */
  appendSteps(steps: Quote['steps']): Quote
  /** The claim persisted for this request, if any. */
  claim(): ExecutionClaim | undefined
  /** Replaces the persisted claim (`undefined` clears it); best effort, as every write. */
  setClaim(claim: ExecutionClaim | undefined): void
}
