import {
  type ClientWarning,
  type CreateClientParameters,
  type CrosspayClient,
  createClient,
} from '@crosspay/core'
import { createSimulator, type Simulator, type SimulatorOptions } from '@crosspay/simulator'
import { createSimFetch, type SimFetch } from './createSimFetch'

/** Options of {@link createTestSimulator}: the simulator's options plus how the test client talks to it. */
export type CreateTestSimulatorOptions = SimulatorOptions & {
  /** API key of the test client; `null` for an anonymous client. Defaults to `demo-key` (linked sponsor wallet). */
  apiKey?: string | null | undefined
  /** Base URL of the test client (any origin: requests never leave the process). Defaults to `http://sim.test`. */
  clientBaseUrl?: string | undefined
  /** Delay before each answer, in ms (real timers). Defaults to 0. */
  latencyMs?: number | undefined
}

/** How a request should end, for {@link TestSimulator.setOutcome}. */
export type TestOutcome = {
  status: 'success' | 'failure' | 'refund'
  failReason?: string | undefined
  refundFailReason?: string | undefined
}

/** An in-process simulator, a client wired to it and helpers that drive it through its dev routes. */
export type TestSimulator = {
  /** The simulator (its `ctx` exposes the clock, store and ledger). */
  simulator: Simulator
  /** Base URL of {@link TestSimulator.client}. */
  baseUrl: string
  /** A `@crosspay/core` client whose requests go to the simulator through {@link TestSimulator.fetch}. */
  client: CrosspayClient
  /** The recording, abort-aware fetch the client uses: `fetch.count('/intents/status/v3')`. */
  fetch: SimFetch
  /** Warnings the clients surfaced (collected instead of printed; a keyed client in jsdom warns once). */
  warnings: ClientWarning[]
  /** Another client on the same simulator and fetch, e.g. with another API key. */
  createClient(overrides?: Partial<CreateClientParameters>): CrosspayClient
  /** Lands the origin deposit of `requestId` (`POST /__sim/deposit`). */
  deposit(requestId: string): Promise<unknown>
  /** Moves the simulator clock forward (`POST /__sim/clock`), running every lifecycle step that falls due. */
  advance(advanceMs: number): Promise<unknown>
  /** Decides in advance how `requestId` ends (`POST /__sim/outcome`). */
  setOutcome(requestId: string, outcome: TestOutcome): Promise<unknown>
  /** Stops the simulator's timers. */
  close(): Promise<void>
}

/**
 * Starts an in-process simulator (manual clock, deterministic seed) and a client on its fetch.
 * Dev-route helpers go straight to the simulator, so they are not counted in `fetch.calls`.
 *
 * @example
 * const t = createTestSimulator()
 * const quote = await getQuote(t.client, parameters)
 * await t.deposit(quote.steps[0].requestId)
 * await t.advance(5_000)
 */
export function createTestSimulator(options: CreateTestSimulatorOptions = {}): TestSimulator {
  const { apiKey = 'demo-key', clientBaseUrl = 'http://sim.test', latencyMs, ...simulatorOptions } = options
  const simulator = createSimulator(simulatorOptions)
  const fetch = createSimFetch(simulator, { latencyMs })
  const warnings: ClientWarning[] = []
  const makeClient = (overrides: Partial<CreateClientParameters> = {}) =>
    createClient({
      baseUrl: clientBaseUrl,
      ...(apiKey ? { apiKey } : {}),
      fetch,
      onWarning: (warning) => warnings.push(warning),
      ...overrides,
    })
  const dev = async (path: string, body: unknown) => {
    const response = await simulator.fetch(`${clientBaseUrl}/__sim/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const json: unknown = await response.json().catch(() => undefined)
    if (!response.ok)
      throw new Error(`POST /__sim/${path} failed with ${response.status}: ${JSON.stringify(json)}`)
    return json
  }
  return {
    simulator,
    baseUrl: clientBaseUrl,
    client: makeClient(),
    fetch,
    warnings,
    createClient: makeClient,
    deposit: (requestId) => dev('deposit', { requestId }),
    advance: (advanceMs) => dev('clock', { advanceMs }),
    setOutcome: (requestId, outcome) => dev('outcome', { requestId, ...outcome }),
    close: () => simulator.close(),
  }
}
