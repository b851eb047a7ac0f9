import type { FaultRule, SimulatorOptions } from '@crosspay/simulator'

/** How every quoted request of a story ends (the simulator's `POST /__sim/outcome`, set right after the quote). */
export type CrosspayOutcome = {
  /** The request's final status. */
  status: 'success' | 'failure' | 'refund'
  /** Why it failed or was refunded (a `failReason` the service knows), e.g. `SOLVER_CAPACITY_EXCEEDED`. */
  failReason?: string | undefined
  /** Why the refund itself failed (`status: 'failure'` only). */
  refundFailReason?: string | undefined
}

/**
 * A story's `parameters.crosspay`: the live host the decorator builds around it (a fresh in-page simulator, a
 * crosspay client on it, a wagmi wallet on its virtual chains). Every field is optional; write
 * `parameters: { crosspay: { … } satisfies CrosspayParameters }` to have it checked.
 */
export type CrosspayParameters = {
  /** The wallet: `connected` (wagmi's mock connector, connected before the story renders) or `disconnected`. Defaults to `connected`. */
  wallet?: 'connected' | 'disconnected' | undefined
  /** Index of the wallet's first account among anvil's test accounts #0–#5 (funded on the virtual chains). Defaults to 1. */
  account?: 0 | 1 | 2 | 3 | 4 | 5 | undefined
  /**
   * The contract the wallet's account is delegated to (EIP-7702) on both virtual chains before the story renders, as
   * `anvil_setCode` of `0xef0100‖address` sets it: Calibur's address for an account already upgraded for gasless
   * payments, any other for one delegated elsewhere. Defaults to none (a plain account).
   */
  delegatedTo?: `0x${string}` | undefined
  /** The chain the wallet starts on (8453 or 10). Defaults to 8453. */
  chainId?: 8453 | 10 | undefined
  /** The client's API key: `demo-key` (linked sponsor wallet, owns the seeded history), `nolink-key`, or `null` for none. Defaults to `demo-key`. */
  apiKey?: string | null | undefined
  /** Deterministic past requests the simulator seeds for `demo-key`. Defaults to 0. */
  history?: number | undefined
  /** The simulator's start time (ISO string or ms), for stable dates. Defaults to now. */
  now?: string | number | undefined
  /** Seed of the simulator's pseudo-random choices. Defaults to the story's rank in the page (request ids differ between stories). */
  seed?: number | undefined
  /** Lifecycle timing in ms (realtime clock). Defaults to `{ indexMs: 300, submitMs: 300, confirmMs: 500 }`: a bridge ends in about a second after its deposit. */
  timing?: SimulatorOptions['timing'] | undefined
  /** How every request quoted in the story ends. Defaults to the simulator's choice (success). */
  outcome?: CrosspayOutcome | undefined
  /**
   * Faults the story's simulator injects from the start (`FaultRule`s, as `POST /__sim/faults` takes them): a 5xx,
   * a 429 with or without `Retry-After`, a dropped connection, a truncated or malformed body, hostile records,
   * latency; per endpoint (`path`) and per virtual chain RPC (`/__sim/rpc/8453`). Change them later from a play
   * function through `storySimulator(context).simulator.ctx.faults`. Defaults to none.
   */
  faults?: FaultRule[] | undefined
}
