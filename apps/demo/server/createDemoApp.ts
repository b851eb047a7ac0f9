import { randomBytes, timingSafeEqual } from 'node:crypto'
import { checkCrossSite, createProxyHandler, createRateLimiter, proxyRoutes } from '@crosspay/core/server'
import { getConnInfo } from '@hono/node-server/conninfo'
import { serveStatic } from '@hono/node-server/serve-static'
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { getCookie, setCookie } from 'hono/cookie'
import type { DemoConfig } from '../shared/DemoConfig'
import type { DemoPolicy } from '../shared/DemoPolicy'
import { defaultDemoPolicy } from './defaultDemoPolicy'
import { devWalletMethods } from './devWalletMethods'
import { isAllowedHost } from './isAllowedHost'
import { readDemoPolicy } from './readDemoPolicy'
import { relayRpc } from './relayRpc'
import { rewriteChains } from './rewriteChains'
import { rewriteIconUrls } from './rewriteIconUrls'
import { signDevSvmTransaction } from './signDevSvmTransaction'
import type { DemoBackend } from './startBackend'
import { svmRpcMethods } from './svmRpcMethods'
import { toProxySponsorship } from './toProxySponsorship'

/** Options of {@link createDemoApp}. */
export type CreateDemoAppOptions = {
  backend: DemoBackend
  /** The built site (`vite build`'s output folder). */
  distDir: string
  /**
   * Where the server listens (known once it does): the only `Host` it answers, besides `127.0.0.1`, `localhost`
   * and `[::1]` on that port, and the origin every URL it hands out is built from (never the request's).
   */
  listening: () => { host: string; port: number; origin: string }
  /** The shop's routes (`createDemoShop`), mounted at `/demo/shop`; none without a webhook secret. */
  shop?: Hono | undefined
}

/** The largest request body any route of the demo reads (the proxy has its own limit, 1 MiB). */
const maxBodyBytes = 256 * 1024
/** JSON-RPC calls one client may relay a minute (`/rpc`, `/dev-wallet`; a batch counts each call). */
const rpcCallsPerMinute = 1200
/** Shop orders one client may open a minute. */
const ordersPerMinute = 30

/** Name of the cookie that lets the page that was served here change the policy. */
const adminCookie = 'crosspay_demo_admin'

/** Content security policy of the site: its own origin only (a deployment's token logos may come from https). */
const csp =
  "default-src 'self'; img-src 'self' https: data:; style-src 'self' 'unsafe-inline'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'"

/**
 * The demo server's routes:
 * - `/api/crosspay/*`: `createProxyHandler` holding the key (user and integrator routes), its `sponsorship`
 *   option built from the current policy; `GET /chains` answers name the relayed RPC routes below.
 * - every route answers only this server's own `Host` (else 421), and every body is capped (256 KiB; the proxy 1 MiB).
 * - every request that is not `GET`/`HEAD`/`OPTIONS` must be `application/json` (415) and, from a browser, of this
 *   server's own origin (403; `checkCrossSite`, the proxy's own rule for its routes): no other site's page can post.
 * - `POST /rpc/:chainId`: the chain's JSON-RPC ({@link relayRpc}): reads and `eth_sendRawTransaction` only, batches
 *   of at most 20 calls, at most 3M gas per `eth_call` / `eth_estimateGas`, 1200 calls a minute per client (429).
 * - `POST /dev-wallet/:chainId` (embedded mode): the development wallet's signing methods, same origin only.
 * - `GET /explorer/*`: the embedded simulator's read-only explorer (embedded mode).
 * - `GET /icons/*`: the embedded simulator's token and chain icons, which the proxy's answers name here.
 * - `GET /demo/config`: mode, sponsorship wallet, relayed chains (never the key).
 * - `/demo/shop/*`: the Checkout page's shop (orders in PGlite or Postgres, and the service's webhook that marks
 *   them paid: `createDemoShop`); 30 new orders a minute per client (429).
 * - `GET /demo/policy`, `POST /demo/policy`: the sponsorship policy; changing it needs the cookie set when the
 *   page was served here (SameSite=Strict, HttpOnly) and, when the browser names an origin, this one.
 * - everything else: the built site.
 */
export function createDemoApp(options: CreateDemoAppOptions): Hono {
  const { backend, distDir, listening, shop } = options
  const adminToken = randomBytes(24).toString('base64url')
  let policy: DemoPolicy = defaultDemoPolicy
  const makeProxy = (next: DemoPolicy) =>
    createProxyHandler({
      upstream: backend.upstream,
      apiKey: backend.apiKey,
      prefix: '/api/crosspay',
      // The demo's integrator page reads history and the app balance and fast-fills; the server listens on
      // 127.0.0.1 only by default. A real app puts these behind its own authentication.
      // Claims are signed by the sponsorship wallet itself; the service checks the signature. Gasless batches are
      // signed by the account itself; the policy below decides whether the app balance pays their gas.
      allow: [...proxyRoutes.user, ...proxyRoutes.integrator, ...proxyRoutes.claims, ...proxyRoutes.gasless],
      sponsorship: toProxySponsorship(next),
      // Chains answer with this server's RPC and explorer routes, on the configured origin (path normalised);
      // every JSON answer names the embedded simulator's icons at this server's /icons/.
      transformResponse: async (response, { path }) => {
        const icons = iconsFrom
          ? await rewriteIconUrls(response, iconsFrom, `${listening().origin}/icons/`)
          : response
        return path === '/chains' ? rewriteChains(icons, listening().origin, relayed, explorerFrom) : icons
      },
    })
  let proxy = makeProxy(policy)
  const relayed = Object.keys(backend.rpcUrls)
    .map(Number)
    .sort((a, b) => b - a)
  // The embedded simulator's read-only explorer, served here so its links stay on this origin.
  const explorerFrom = backend.mode === 'embedded' ? `${backend.upstream}/__sim/explorer` : undefined
  const iconsFrom = backend.mode === 'embedded' ? `${backend.upstream}/icons/` : undefined

  const app = new Hono()
  // A client that went away mid-body (or was cut off at the request timeout) is nobody to answer or to log about.
  app.onError((error, c) => {
    if ((error as { code?: unknown }).code === 'ECONNRESET') return c.json({ error: 'request aborted' }, 400)
    console.error(error)
    return c.json({ error: 'internal error' }, 500)
  })
  // Only this server's own names (DNS rebinding: another name resolving here is refused before any route).
  app.use('*', async (c, next) => {
    const { host, port } = listening()
    if (!isAllowedHost(c.req.header('host'), host, port)) return c.text('Unknown host', 421)
    await next()
    c.header('x-content-type-options', 'nosniff')
    c.header('referrer-policy', 'no-referrer')
  })

  app.all('/api/crosspay/*', async (c) => {
    const remoteAddress = safeRemoteAddress(c)
    return proxy(c.req.raw, { remoteAddress })
  })

  // Cross-site request forgery: every other state-changing request is JSON from this origin (the proxy has its own).
  app.use('*', async (c, next) => {
    const refusal = checkCrossSite(c.req.raw, [])
    if (!refusal) return next()
    await c.req.raw.body?.cancel().catch(() => undefined)
    return c.json({ error: refusal.message }, refusal.status)
  })
  const rpcLimiter = createRateLimiter({ limit: rpcCallsPerMinute, windowMs: 60_000 })
  const orderLimiter = createRateLimiter({ limit: ordersPerMinute, windowMs: 60_000 })
  // Relayed JSON-RPC is counted per call (a batch counts each) against the client's minute.
  const admitRpc = (c: Context) => (calls: number) =>
    rpcLimiter.take(safeRemoteAddress(c) ?? 'unknown', calls).ok

  // Every other body is capped, streamed (chunked or not): 413 as soon as it passes the limit.
  app.use(
    '*',
    bodyLimit({ maxSize: maxBodyBytes, onError: (c) => c.json({ error: 'request body too large' }, 413) }),
  )

  // The embedded simulator's token and chain icons, served here so they load from this origin.
  if (iconsFrom)
    app.get('/icons/*', async (c) => {
      const file = c.req.path.slice('/icons/'.length)
      // `<symbol>.svg` or `chains/<name>.svg`, nothing that could step out of /icons/.
      if (!/^(chains\/)?[A-Za-z0-9-]{1,32}\.svg$/.test(file)) return c.text('Not found', 404)
      const upstream = await fetch(`${iconsFrom}${file}`)
      return new Response(upstream.body, {
        status: upstream.status,
        headers: { 'content-type': upstream.headers.get('content-type') ?? 'image/svg+xml' },
      })
    })

  if (explorerFrom)
    app.get('/explorer/*', async (c) => {
      const upstream = await fetch(`${explorerFrom}${c.req.path.slice('/explorer'.length)}`)
      return new Response(upstream.body, {
        status: upstream.status,
        headers: { 'content-type': upstream.headers.get('content-type') ?? 'text/html' },
      })
    })

  app.all('/rpc/:chainId', (c) => {
    const id = Number(c.req.param('chainId'))
    return relayRpc(c.req.raw, {
      target: backend.rpcUrls[id],
      admit: admitRpc(c),
      ...(id === backend.svmChainId ? { allowed: svmRpcMethods } : {}),
    })
  })
  // The development wallet signs here (anvil holds its test keys), from this site's own pages only.
  if (backend.mode === 'embedded') {
    // Its Solana accounts sign here (the simulator's public test keys), from this site's own pages only.
    app.post('/dev-wallet/solana', async (c) => {
      if (c.req.header('origin') !== listening().origin) return c.json({ error: 'cross-origin' }, 403)
      const signed = await signDevSvmTransaction(await c.req.json().catch(() => undefined))
      return c.json(signed, 'error' in signed ? 400 : 200)
    })
    app.post('/dev-wallet/:chainId', (c) => {
      if (c.req.header('origin') !== listening().origin) return c.json({ error: 'cross-origin' }, 403)
      return relayRpc(c.req.raw, {
        target: backend.rpcUrls[Number(c.req.param('chainId'))],
        allowed: devWalletMethods,
        admit: admitRpc(c),
      })
    })
  }

  app.get('/demo/config', (c) =>
    c.json({
      mode: backend.mode,
      sponsorWallet: backend.sponsorWallet,
      chains: relayed.map((id) => ({ id, name: backend.chainNames[id] ?? `Chain ${id}` })),
    } satisfies DemoConfig),
  )

  app.post('/demo/shop/orders', async (c, next) => {
    const { ok, retryAfterSeconds } = orderLimiter.take(safeRemoteAddress(c) ?? 'unknown')
    if (ok) return next()
    c.header('retry-after', String(retryAfterSeconds))
    return c.json({ error: 'too many orders: try again later' }, 429)
  })
  if (shop) app.route('/demo/shop', shop)

  app.get('/demo/policy', (c) => c.json(policy))
  app.post('/demo/policy', async (c) => {
    const origin = c.req.header('origin')
    if (origin && origin !== listening().origin) return c.json({ error: 'cross-origin' }, 403)
    const token = getCookie(c, adminCookie) ?? ''
    if (token.length !== adminToken.length || !timingSafeEqual(Buffer.from(token), Buffer.from(adminToken)))
      return c.json({ error: 'open the demo site from this server first' }, 403)
    if (!c.req.header('content-type')?.startsWith('application/json'))
      return c.json({ error: 'send application/json' }, 415)
    const read = readDemoPolicy(await c.req.json().catch(() => undefined))
    if ('error' in read) return c.json({ error: read.error }, 400)
    proxy = makeProxy(read.policy)
    policy = read.policy
    return c.json(policy)
  })

  app.use('*', async (c, next) => {
    await next()
    c.header('content-security-policy', csp)
    if (c.req.path === '/' || c.req.path === '/index.html')
      setCookie(c, adminCookie, adminToken, { httpOnly: true, sameSite: 'Strict', path: '/demo' })
  })
  app.use('*', serveStatic({ root: distDir }))
  return app
}

/** The client's socket address (for the proxy's per-client rate limit), or undefined outside Node's server. */
function safeRemoteAddress(c: Parameters<typeof getConnInfo>[0]): string | undefined {
  try {
    return getConnInfo(c).remote.address
  } catch {
    return undefined
  }
}
