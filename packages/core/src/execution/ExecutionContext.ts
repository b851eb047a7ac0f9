// The state one execution shares between its parts (types only).
import type { QueryClient } from '@tanstack/query-core'
import type { Config } from '@wagmi/core'
import type { CrosspayClient } from '../api/CrosspayClient'
import type { Chain } from '../schemas/chainSchema'
import type { Quote } from '../schemas/quoteSchema'
import type { Emitter } from './createEmitter'
import type { ExecutionStore } from './createExecutionStore'
import type { ExecutionEventMap, ExecutionItemProgress, ExecutionProgress } from './types'

/** Internal: what the step runners of one execution share. */
export type ExecutionContext = {
  config: Config
  client: CrosspayClient
  queryClient: QueryClient
  store: ExecutionStore
  /** This tab's id, for claims. */
  owner: string
  signal: AbortSignal
  requestId: string
  /** The quote, with the steps a signature post appended. */
  quote: Quote
  chains: readonly Chain[]
  origin: { chainId: number; currency: string; amount: bigint; native: boolean }
  /** The account the quote was made for. */
  user: string | undefined
  progress: ExecutionProgress
  emitter: Emitter<ExecutionEventMap>
  options: {
    allowAddresses?: ((chainId: number) => readonly string[]) | undefined
    receiptTimeoutMs: number
    pollIntervalMs: number
    claimStaleMs: number
    fastFill?: ((request: { requestId: string; txHash: string }) => Promise<unknown>) | undefined
  }
  /** Changes an item's progress, persists the execution and tells the listeners. */
  setItem(step: number, item: number, patch: Partial<ExecutionItemProgress>): void
  /** Changes the execution's progress, persists it and tells the listeners. */
  set(patch: Partial<ExecutionProgress>): void
}
