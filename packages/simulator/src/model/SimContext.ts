import type { Clock } from '../clock/createClock'
import type { FaultTable } from '../faults/createFaultTable'
import type { EventBus } from '../state/createEventBus'
import type { AppBalanceLedger } from '../state/createLedger'
import type { RequestStore } from '../state/createRequestStore'
import type { ChainBackend } from './ChainBackend'
import type { ApiKeyConfig, ChainConfig, SupportedCurrency } from './types'

/** Everything the simulator's modules share. Built once by `createSimulator`. */
export interface SimContext {
  clock: Clock
  chains: ChainConfig[]
  /** The chain with this id, or undefined. */
  chain(id: number): ChainConfig | undefined
  /** The supported currency at (chainId, address): EVM (hex) addresses compared case-insensitively, SVM (base58) exactly. */
  currency(chainId: number, address: string): SupportedCurrency | undefined
  /** Every supported currency of every chain. */
  currencies(): SupportedCurrency[]
  apiKeys: ApiKeyConfig[]
  /** The configured key, or undefined. */
  apiKey(key: string): ApiKeyConfig | undefined
  store: RequestStore
  ledger: AppBalanceLedger
  events: EventBus
  /** Set by createSimulator; anvil mode replaces the virtual backend before any request. */
  backend: ChainBackend
  /** Deterministic pseudo-random numbers in [0, 1) (seeded). */
  random(): number
  /** Injected faults (`/__sim/faults`, `SimulatorOptions.faults`), matched against every request. */
  faults: FaultTable
  /** Resolved options. */
  options: {
    mode: 'virtual' | 'anvil'
    /** Development controls (`/__sim/*`) mounted. */
    devRoutes: boolean
    /** Browser origins besides the simulator's own that may change state through `/__sim/*` (see `registerControlGuard`). */
    controlOrigins: string[]
    /** Rate limits per minute; `false` disables them. */
    rateLimits: { anonymousQuote: number; anonymous: number; keyed: number } | false
    /** Webhook targets and the HMAC secret. */
    webhooks: { urls: string[]; secret: string }
    /** Most quotes kept while waiting for a deposit (see `registerQuoteExpiry`). */
    maxStoredQuotes: number
    /** `fetch` used for webhook deliveries. */
    fetch: typeof fetch
    /** How long lifecycle steps take, ms (deposit → pending is indexing; pending → submitted; submitted → success). */
    timing: { indexMs: number; submitMs: number; confirmMs: number; deadlineMs: number }
  }
}
