import { existsSync } from 'node:fs'
import type { Server } from 'node:http'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { createDemoApp } from './createDemoApp'
import { createDemoShop, type DemoShop } from './merchant/createDemoShop'
import { type StartBackendOptions, startBackend } from './startBackend'

/** Options of {@link startDemoServer}. */
export type StartDemoServerOptions = StartBackendOptions & {
  /** TCP port; 0 picks a free one. Defaults to 5173. */
  port?: number
  /** Interface to bind. Defaults to 127.0.0.1. */
  host?: string
  /** The built site. Defaults to `apps/demo/dist`. */
  distDir?: string
  /**
   * The shop's orders: a Postgres URL (`DATABASE_URL`) wins over `dataDir`, a folder for the embedded PGlite
   * database (`npm run demo` passes `apps/demo/.data/merchant`). With neither, an in-memory PGlite opened on the
   * shop's first request (tests, screenshots: nothing persists).
   */
  databaseUrl?: string | undefined
  dataDir?: string | undefined
  /**
   * Time a client has to send a whole request, headers and body, ms: a slower one (headers or a body dripped a byte
   * at a time) is answered 408 and its connection closed (Node's `headersTimeout` and `requestTimeout`, checked
   * every quarter of it). Defaults to 10 000.
   */
  requestTimeoutMs?: number
}

/** A running demo server. */
export type DemoServer = {
  /** The one address to open, `http://host:port`. */
  url: string
  /** `embedded` (simulator on anvil, started here) or `upstream`. */
  mode: 'embedded' | 'upstream'
  /**
   * The service's base URL (server-side only, never sent to the browser): in embedded mode the simulator, whose
   * development routes (`/__sim/*`, e.g. `POST /__sim/outcome`) tests drive directly.
   */
  upstream: string
  /** Process ids of the anvil chains (embedded mode). */
  anvilPids: number[]
  /** The shop (orders and their database), or null without a webhook secret (an upstream without one). */
  shop: DemoShop | null
  /** Where the shop's orders are kept (`pglite (folder)`, `postgres (host/db)`, …); null until it is opened. */
  shopDatabase: string | null
  /** Stops the HTTP server, then the simulator and its anvil chains. */
  close(): Promise<void>
}

/**
 * Starts the demo: the service ({@link startBackend}: the embedded simulator on anvil, or `CROSSPAY_UPSTREAM`),
 * then one HTTP server with the API-key proxy, the chains' JSON-RPC, the policy endpoint, the shop (its orders in
 * PGlite or Postgres) and the built site.
 * Throws, before starting anything, when the site is not built.
 */
export async function startDemoServer(options: StartDemoServerOptions = {}): Promise<DemoServer> {
  const host = options.host ?? '127.0.0.1'
  const distDir = options.distDir ?? fileURLToPath(new URL('../dist', import.meta.url))
  if (!existsSync(`${distDir}/index.html`))
    throw new Error(`The site is not built (${distDir}/index.html): run pnpm --filter @crosspay/demo build`)
  const requestTimeoutMs = options.requestTimeoutMs ?? 10_000
  if (!(Number.isFinite(requestTimeoutMs) && requestTimeoutMs >= 100))
    throw new Error(`requestTimeoutMs must be a number of ms, at least 100 (got ${String(requestTimeoutMs)})`)
  const backend = await startBackend(options)
  let server: Server
  const shop = backend.webhook
    ? createDemoShop({
        upstream: backend.upstream,
        apiKey: backend.apiKey,
        secret: backend.webhook.secret,
        database: { databaseUrl: options.databaseUrl, dataDir: options.dataDir },
      })
    : null
  let shopDatabase: string | null = null
  // Set once the server listens (before any request can arrive): its names and origin come from here only.
  let listening = { host, port: 0, origin: '' }
  try {
    // A database named by the caller opens now (a wrong URL fails the start, and reconciliation begins); the
    // in-memory default opens on the shop's first request.
    if (shop && (options.databaseUrl || options.dataDir)) shopDatabase = (await shop.start()).where
    const app = createDemoApp({ backend, distDir, listening: () => listening, shop: shop?.routes })
    server = await new Promise<Server>((resolve, reject) => {
      const s = serve(
        {
          fetch: app.fetch,
          port: options.port ?? 5173,
          hostname: host,
          serverOptions: {
            headersTimeout: requestTimeoutMs,
            requestTimeout: requestTimeoutMs,
            connectionsCheckingInterval: Math.max(25, Math.floor(requestTimeoutMs / 4)),
          },
        },
        () => resolve(s as Server),
      ) as Server
      s.once('error', reject)
    })
  } catch (error) {
    await shop?.close()
    await backend.close()
    throw error
  }
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 5173)
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  listening = { host, port, origin: url }
  // The embedded service's status webhook goes to the shop's route on this server.
  backend.webhook?.deliverTo(`${url}/demo/shop/webhook`)
  let closing: Promise<void> | undefined
  return {
    url,
    mode: backend.mode,
    upstream: backend.upstream,
    anvilPids: backend.anvilPids,
    shop,
    shopDatabase,
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve())
          server.closeAllConnections()
        })
        await shop?.close()
        await backend.close()
      })()
      return closing
    },
  }
}
