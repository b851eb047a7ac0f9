import { Hono } from 'hono'
import { registerBalanceRoutes } from '../balances/registerBalanceRoutes'
import { registerClaimRoutes } from '../balances/registerClaimRoutes'
import { registerChainRoutes } from '../chains/registerChainRoutes'
import { createClock } from '../clock/createClock'
import { createChainConfigs } from '../config/createChainConfigs'
import { defaultApiKeys } from '../config/defaultApiKeys'
import { registerCurrencyRoutes } from '../currencies/registerCurrencyRoutes'
import { registerDevRoutes } from '../dev/registerDevRoutes'
import { registerWebhooks } from '../events/registerWebhooks'
import { createFaultTable } from '../faults/createFaultTable'
import type { FaultRule } from '../faults/FaultRule'
import { registerFaultInjection } from '../faults/registerFaultInjection'
import { registerFaultRoutes } from '../faults/registerFaultRoutes'
import { resetHeader } from '../faults/resetHeader'
import { registerExecuteRoute } from '../gasless/registerExecuteRoute'
import { errorResponse } from '../http/errorResponse'
import { registerControlGuard } from '../http/registerControlGuard'
import { registerPublicCors } from '../http/registerPublicCors'
import { registerRateLimit } from '../http/registerRateLimit'
import { registerIconRoutes } from '../icons/registerIconRoutes'
import { createVirtualBackend } from '../lifecycle/createVirtualBackend'
import { registerStatusRoutes } from '../lifecycle/registerStatusRoutes'
import type { ChainBackend } from '../model/ChainBackend'
import { createRandom } from '../model/createRandom'
import type { SimContext } from '../model/SimContext'
import type { ApiKeyConfig } from '../model/types'
import { registerQuoteExpiry } from '../quote/registerQuoteExpiry'
import { registerQuoteRoutes } from '../quote/registerQuoteRoutes'
import { sponsorCurrency } from '../quote/sponsorCurrency'
import { registerRequestsRoutes } from '../requests/registerRequestsRoutes'
import { registerRequestsV2Headers } from '../requests/registerRequestsV2Headers'
import { seedHistory } from '../requests/seedHistory'
import { createEventBus } from '../state/createEventBus'
import { createLedger } from '../state/createLedger'
import { createRequestStore } from '../state/createRequestStore'

/** Options of {@link createSimulator}. Every field has a default fit for tests. */
export interface SimulatorOptions {
  /** `virtual` (no chains) or `anvil` (pass `backend` and `rpcUrls`). Defaults to `virtual`. */
  mode?: 'virtual' | 'anvil'
  /** `manual` (time moves only by `advance`; tests) or `realtime` (servers). Defaults to `manual`. */
  clock?: 'manual' | 'realtime'
  /** Start time, ms or ISO string. Defaults to now. */
  now?: number | string
  /** Seed of every pseudo-random choice. Defaults to 1. */
  seed?: number
  /** Number of past requests to generate for `demo-key`. Defaults to 0. */
  history?: number
  /** API keys. Defaults to `demo-key` and `nolink-key`. */
  apiKeys?: ApiKeyConfig[]
  /** Initial app balance of each linked sponsor wallet, in USD (credited in the 8453 stablecoin). Defaults to 1000. */
  initialAppBalanceUsd?: number
  /** RPC URLs of live chains (anvil mode): the anvil chains, and 792703809 for the LiteSVM Solana chain's facade. */
  rpcUrls?: Record<number, string>
  /** Base URL the simulator is served at (for chain records). Defaults to `http://127.0.0.1:4000`. */
  baseUrl?: string
  /** Base URL its records name their verified icons under (a CDN, a host's relay). Defaults to `baseUrl`. */
  iconBaseUrl?: string
  /** Builds the chain backend once the context exists (anvil mode). Defaults to the virtual backend. */
  backend?: (ctx: SimContext) => ChainBackend
  /** Mount the `/__sim/*` development controls. Defaults to true. */
  devRoutes?: boolean
  /**
   * Browser origins besides the simulator's own (such as `http://localhost:3000`) that may change state through
   * `/__sim/*` (the controls and the chain RPC relays); every other origin is refused (see `registerControlGuard`).
   * Defaults to none.
   */
  controlOrigins?: readonly string[]
  /** Rate limits per minute, or false. Defaults to decisions.md: 50 anonymous quotes, 200 other anonymous, 600 per key. */
  rateLimits?: SimContext['options']['rateLimits']
  /** Webhook targets and HMAC secret. Defaults to none. */
  webhooks?: { urls: string[]; secret: string }
  /** `fetch` for webhook deliveries. Defaults to the global one. */
  fetch?: typeof fetch
  /** Lifecycle timing in ms. Defaults: index 2 s, submit 1 s, confirm 2 s, deadline 10 min. */
  timing?: Partial<SimContext['options']['timing']>
  /** Most quotes kept while still waiting for a deposit; older ones are forgotten first. Defaults to 5000. */
  maxStoredQuotes?: number
  /** Faults injected from the start (see `FaultRule`; `/__sim/faults` changes them later). Defaults to none. */
  faults?: FaultRule[]
}

/** A running simulator: a Hono app plus its state. */
export interface Simulator {
  /** The Hono app (mount it in a Node server, MSW, or call it in-process). */
  app: Hono
  /** In-process `fetch`: `sim.fetch('http://sim/chains')`. */
  fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>
  ctx: SimContext
  /** Stops timers and the chain backend. */
  close(): Promise<void>
}

/** Builds the simulated service. Imports no Node built-ins: it runs in Node, in tests and in a browser. */
export function createSimulator(options: SimulatorOptions = {}): Simulator {
  const chains = createChainConfigs({
    ...(options.rpcUrls ? { rpcUrls: options.rpcUrls } : {}),
    ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
    ...(options.iconBaseUrl ? { iconBaseUrl: options.iconBaseUrl } : {}),
  })
  const currencies = () => chains.flatMap((c) => c.currencies)
  const apiKeys = options.apiKeys ?? defaultApiKeys
  const clock = createClock({
    kind: options.clock ?? 'manual',
    ...(options.now !== undefined ? { now: options.now } : {}),
  })
  const ctx: SimContext = {
    clock,
    chains,
    chain: (id) => chains.find((c) => c.id === id),
    currency: (chainId, address) => {
      const chain = chains.find((c) => c.id === chainId)
      // base58 (SVM) addresses are case-sensitive; hex (EVM) ones are not
      const norm = (a: string) => (chain?.vmType === 'svm' ? a : a.toLowerCase())
      return chain?.currencies.find((c) => norm(c.address) === norm(address))
    },
    currencies,
    apiKeys,
    apiKey: (key) => apiKeys.find((k) => k.key === key),
    store: createRequestStore(),
    ledger: createLedger(currencies),
    events: createEventBus(),
    backend: undefined as unknown as ChainBackend,
    random: createRandom(options.seed ?? 1),
    faults: createFaultTable(options.seed ?? 1, options.faults),
    options: {
      mode: options.mode ?? 'virtual',
      devRoutes: options.devRoutes ?? true,
      controlOrigins: [...(options.controlOrigins ?? [])],
      rateLimits: options.rateLimits ?? { anonymousQuote: 50, anonymous: 200, keyed: 600 },
      webhooks: options.webhooks ?? { urls: [], secret: '' },
      fetch: options.fetch ?? ((...args) => fetch(...args)),
      maxStoredQuotes: options.maxStoredQuotes ?? 5_000,
      timing: { indexMs: 2000, submitMs: 1000, confirmMs: 2000, deadlineMs: 10 * 60_000, ...options.timing },
    },
  }
  ctx.backend = options.backend ? options.backend(ctx) : createVirtualBackend(ctx)

  const stable = sponsorCurrency(ctx)
  const initial = options.initialAppBalanceUsd ?? 1000
  for (const k of apiKeys) {
    if (k.sponsorWallet && stable && initial > 0)
      ctx.ledger.credit(k.sponsorWallet, stable, BigInt(Math.round(initial * 1e6)), { at: clock.now() })
  }

  const app = new Hono()
  // First, so every /requests/v2 answer carries the deprecation headers, CORS preflights included.
  registerRequestsV2Headers(app)
  // The public service API is callable from any origin, as the real one is; /__sim/* answers no CORS and refuses
  // other origins' state-changing requests.
  registerPublicCors(app)
  registerControlGuard(app, ctx)
  // Catch up on every time-driven change before answering.
  app.use('*', async (_c, next) => {
    await clock.tick()
    await next()
  })
  app.onError((error, c) => {
    console.error('[simulator] unhandled error', error)
    return errorResponse(c, 500, error instanceof Error ? error.message : 'Internal error', 'INTERNAL_ERROR')
  })
  app.notFound((c) =>
    errorResponse(c, 404, `No route for ${c.req.method} ${new URL(c.req.url).pathname}`, 'NOT_FOUND'),
  )

  // Icons first: not an API endpoint, so neither faults nor rate limits apply (a picker loads dozens at once).
  registerIconRoutes(app, ctx)
  registerFaultInjection(app, ctx)
  registerRateLimit(app, ctx)
  registerQuoteExpiry(app, ctx)
  if (ctx.options.devRoutes) {
    registerDevRoutes(app, ctx)
    registerFaultRoutes(app, ctx)
  }
  registerChainRoutes(app, ctx)
  registerCurrencyRoutes(app, ctx)
  registerQuoteRoutes(app, ctx)
  registerExecuteRoute(app, ctx)
  registerStatusRoutes(app, ctx)
  registerRequestsRoutes(app, ctx)
  registerBalanceRoutes(app, ctx)
  registerClaimRoutes(app, ctx)
  const stopWebhooks = registerWebhooks(ctx)
  if (options.history) seedHistory(ctx, { seed: options.seed ?? 1, count: options.history })

  const stopClock = clock.start()
  return {
    app,
    // An injected connection reset is a network failure, as the platform `fetch` reports it.
    fetch: async (input, init) => {
      const response = await app.fetch(new Request(input, init))
      if (response.headers.get(resetHeader) === 'reset')
        throw new TypeError('fetch failed: the connection was reset (injected fault)')
      return response
    },
    ctx,
    async close() {
      stopClock()
      stopWebhooks()
      await ctx.backend.close()
    },
  }
}
