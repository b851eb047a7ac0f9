import type { CrosspayClient } from '@crosspay/core'
import type { Simulator } from '@crosspay/simulator'
import type { QueryClient } from '@tanstack/react-query'
import type { Config } from '@wagmi/core'
import type { Address } from 'viem'
import type { CrosspayOutcome } from './CrosspayParameters'

/** One live story's host: its simulator, the client and wallet on it, and the simulator's development controls. */
export type StoryHost = {
  /** The in-page simulator (its `ctx` has the clock, store and ledger). */
  simulator: Simulator
  /** The simulator's base URL for this story (`https://sim.crosspay.test/<key>`), answered in the page by MSW. */
  baseUrl: string
  /** The crosspay client the story's `CrosspayProvider` gives (the story's `apiKey`). */
  client: CrosspayClient
  /** The story's own TanStack `QueryClient` (no retries, so an error shows at once). */
  queryClient: QueryClient
  /** The story's wagmi config (mock connector on the virtual chains 8453 and 10). */
  wagmiConfig: Config
  /** The wallet's accounts, the first being the connected one. */
  accounts: readonly [Address, ...Address[]]
  /** Request ids of the quotes the story got, oldest first. */
  quotedRequestIds(): string[]
  /** Moves the simulator's clock forward (`POST /__sim/clock`), running what falls due. */
  advance(advanceMs: number): Promise<unknown>
  /** Lands the origin deposit of `requestId` on its virtual chain (`POST /__sim/deposit`). */
  deposit(requestId: string): Promise<unknown>
  /** Decides how `requestId` ends (`POST /__sim/outcome`). */
  setOutcome(requestId: string, outcome: CrosspayOutcome): Promise<unknown>
  /** Stops the simulator and unmounts it from the page's MSW worker. */
  close(): Promise<void>
}
