import type { Server } from 'node:http'
import { type Http2Bindings, type HttpBindings, serve } from '@hono/node-server'
import { WebSocketServer } from 'ws'
import { createSimulator, type Simulator, type SimulatorOptions } from '../app/createSimulator'
import { chainIds } from '../config/chainIds'
import { createStatusStream } from '../events/createStatusStream'
import { resetHeader } from '../faults/resetHeader'
import { clientAddressHeader } from '../http/clientAddressHeader'
import { checkServerOptions } from './checkServerOptions'
import { createAnvilBackend } from './createAnvilBackend'
import { type ChainWatcher, createChainWatcher } from './createChainWatcher'
import { findFreePort } from './findFreePort'
import { resolveClientAddress } from './resolveClientAddress'
import { type LocalChains, startLocalChains } from './startLocalChains'
import { createSvmBackend } from './svm/createSvmBackend'
import { type LocalSvmChain, startSvmChain } from './svm/startSvmChain'
import { watchSvmDeposits } from './svm/watchSvmDeposits'

/** Options of {@link startSimulatorServer}. */
export interface StartSimulatorServerOptions {
  /** TCP port; 0 picks a free one. Defaults to 4000. */
  port?: number
  /** Defaults to 127.0.0.1. */
  host?: string
  /** `anvil` (two local chains, real transactions) or `virtual` (no chains). Defaults to `anvil`. */
  chains?: 'anvil' | 'virtual'
  /** Seed of every pseudo-random choice. Defaults to 1. */
  seed?: number
  /** Past requests generated for `demo-key`. Defaults to 0. */
  history?: number
  /** Start time of the simulator clock (ms or ISO). Defaults to now. */
  now?: number | string
  /** Anything else `createSimulator` accepts (timing, rate limits, webhooks `{urls, secret}`, ...). */
  simulator?: Omit<
    SimulatorOptions,
    'mode' | 'clock' | 'rpcUrls' | 'backend' | 'baseUrl' | 'seed' | 'history' | 'now'
  >
  /**
   * Proxies whose `X-Forwarded-For` names the client for the per-client rate limit: `true` for any loopback
   * peer (a proxy on this machine), or a list of peer addresses. Without it, the socket's peer address is the
   * client and `X-Forwarded-For` is ignored (anyone can write it). Defaults to false.
   */
  trustProxy?: boolean | readonly string[]
  /** Chain watcher poll interval, ms. Defaults to 200. */
  watchIntervalMs?: number
  /** The anvil chains started in anvil mode (a test that needs one chain starts one). Defaults to 8453 and 10. */
  anvilChainIds?: number[]
}

/**
 * Wraps the app's fetch so the per-client rate limit sees who is asking: the request's `x-sim-client-address`
 * is always overwritten with the socket's peer address (or, when that peer is a trusted proxy, the client it
 * names in `X-Forwarded-For`; see `resolveClientAddress`), so a client cannot pick its own bucket. An injected
 * connection reset (`kind: 'reset'`) destroys the socket: the client sees a network failure, not an answer.
 */
const withRemoteAddress =
  (
    fetch: (request: Request, env: HttpBindings) => Response | Promise<Response>,
    trustProxy: boolean | readonly string[],
  ) =>
  async (request: Request, env: HttpBindings | Http2Bindings) => {
    const socket = env.incoming.socket
    const address = resolveClientAddress(
      socket.remoteAddress,
      request.headers.get('x-forwarded-for'),
      trustProxy,
    )
    const headers = new Headers(request.headers)
    headers.delete(clientAddressHeader)
    if (address) headers.set(clientAddressHeader, address)
    const response = await fetch(new Request(request, { headers }), env as HttpBindings)
    if (response.headers.get(resetHeader) === 'reset') socket.destroy()
    return response
  }

/** A running simulator server. */
export interface SimulatorServer {
  /** `http://host:port`. */
  baseUrl: string
  sim: Simulator
  /** RPC URL by chain id of the anvil chains (empty in virtual mode). */
  rpcUrls: Record<number, string>
  /**
   * The local Solana chain (anvil mode; null in virtual mode): its JSON-RPC URL and WebSocket URL (the chain
   * record's `httpRpcUrl` / `wsRpcUrl`, chain id 792703809).
   */
  svm: { chainId: number; rpcUrl: string; wsUrl: string } | null
  /** Process ids of the anvil chains (empty in virtual mode). */
  anvilPids: number[]
  /** Processes every block mined so far, and every Solana deposit seen (anvil mode; a no-op in virtual mode). */
  syncChains(): Promise<void>
  /** Stops the HTTP and websocket server, the chain watcher, the backend and the anvil processes. */
  close(): Promise<void>
}

/**
 * Serves the simulator over HTTP (@hono/node-server) with the intent-status websocket on `/ws`.
 * Requests are rate-limited per socket address, or per forwarded client behind a `trustProxy` (see `withRemoteAddress`).
 * In anvil mode it first starts one anvil per chain (8453, 10), deploys the contracts, starts the LiteSVM Solana
 * chain (792703809) with its RPC facade, uses the anvil and Solana backends and watches every chain for origin
 * transactions. An option it would ignore (`timing` or
 * `faults` at the top level instead of under `simulator`, an unknown one) is a `ServerOptionError` before anything
 * starts.
 */
export async function startSimulatorServer(
  options: StartSimulatorServerOptions = {},
): Promise<SimulatorServer> {
  checkServerOptions(options)
  const host = options.host ?? '127.0.0.1'
  const port = options.port === 0 ? await findFreePort(host) : (options.port ?? 4000)
  const baseUrl = `http://${host}:${port}`
  const mode = options.chains ?? 'anvil'
  const common = {
    ...options.simulator,
    clock: 'realtime' as const,
    baseUrl,
    ...(options.seed !== undefined ? { seed: options.seed } : {}),
    ...(options.history !== undefined ? { history: options.history } : {}),
    ...(options.now !== undefined ? { now: options.now } : {}),
  }

  let local: LocalChains | undefined
  let watcher: ChainWatcher | undefined
  let svm: LocalSvmChain | undefined
  let svmWatcher: ReturnType<typeof watchSvmDeposits> | undefined
  let sim: Simulator
  if (mode === 'anvil') {
    // Block times follow the simulator clock when it is pinned (`now`).
    const start = options.now === undefined ? undefined : new Date(options.now).getTime()
    if (start !== undefined && Number.isNaN(start))
      throw new Error(`Invalid start time: ${String(options.now)}`)
    local = await startLocalChains({
      host,
      ...(options.anvilChainIds ? { chainIds: options.anvilChainIds } : {}),
      ...(start !== undefined ? { timestamp: Math.floor(start / 1000) } : {}),
    })
    const chains = local.chains
    try {
      let clock: (() => number) | undefined
      const solana = await startSvmChain({ host, now: () => clock?.() ?? Date.now() })
      svm = solana
      const svmChain = solana.chain
      sim = createSimulator({
        ...common,
        mode: 'anvil',
        rpcUrls: { ...local.rpcUrls, [chainIds.solana]: solana.rpc.url },
        backend: (ctx) => createSvmBackend(ctx, svmChain, chainIds.solana, createAnvilBackend(ctx, chains)),
      })
      const ctx = sim.ctx
      clock = () => ctx.clock.now()
      svmWatcher = watchSvmDeposits(ctx, svmChain, chainIds.solana)
      watcher = createChainWatcher(sim.ctx, chains, {
        ...(options.watchIntervalMs ? { intervalMs: options.watchIntervalMs } : {}),
      })
    } catch (error) {
      await svm?.stop()
      await local.stop()
      throw error
    }
  } else {
    sim = createSimulator({ ...common, mode: 'virtual' })
  }

  const stream = createStatusStream(sim.ctx)
  let server: Server
  try {
    server = await new Promise<Server>((resolve, reject) => {
      const s = serve(
        { fetch: withRemoteAddress(sim.app.fetch, options.trustProxy ?? false), port, hostname: host },
        () => resolve(s as Server),
      ) as Server
      s.once('error', reject)
    })
  } catch (error) {
    await watcher?.stop()
    svmWatcher?.stop()
    await sim.close()
    await svm?.stop()
    await local?.stop()
    throw error
  }
  const wss = new WebSocketServer({ server, path: '/ws' })
  wss.on('connection', (socket) => {
    const connection = stream.connect((data) => {
      if (socket.readyState === socket.OPEN) socket.send(data)
    })
    socket.on('message', (data) => {
      try {
        connection.receive(data.toString())
      } catch (error) {
        console.error('[simulator] websocket message failed', error)
      }
    })
    socket.on('close', () => connection.close())
    socket.on('error', () => connection.close())
  })

  let closing: Promise<void> | undefined
  return {
    baseUrl,
    sim,
    rpcUrls: local?.rpcUrls ?? {},
    svm: svm ? { chainId: chainIds.solana, rpcUrl: svm.rpc.url, wsUrl: svm.rpc.wsUrl } : null,
    anvilPids: local?.chains.map((c) => c.pid) ?? [],
    syncChains: async () => {
      await watcher?.sync()
      await svmWatcher?.settled()
    },
    close() {
      closing ??= (async () => {
        for (const client of wss.clients) client.terminate()
        await new Promise<void>((resolve) => wss.close(() => resolve()))
        await new Promise<void>((resolve) => {
          server.close(() => resolve())
          server.closeAllConnections()
        })
        await watcher?.stop()
        svmWatcher?.stop()
        await sim.close()
        await svm?.stop()
        await local?.stop()
      })()
      return closing
    },
  }
}
