import { randomBytes, timingSafeEqual } from 'node:crypto'
import { createProxyHandler, proxyRoutes } from '@crosspay/core/server'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { DemoConfig } from '../shared/DemoConfig'
import type { DemoPolicy } from '../shared/DemoPolicy'
import { defaultDemoPolicy } from './defaultDemoPolicy'
import { createDemoShop } from './merchant/createDemoShop'
import { readDemoPolicy } from './readDemoPolicy'
import { relayRpc } from './relayRpc'
import { rewriteChains } from './rewriteChains'
import type { DemoBackend } from './startBackend'
import { toProxySponsorship } from './toProxySponsorship'

/** Options of {@link createDemoApp}. */
export type CreateDemoAppOptions = {
  backend: DemoBackend
  /** The built site (`vite build`'s output folder). */
  distDir: string
}

/** Name of the cookie that lets the page that was served here change the policy. */
const adminCookie = 'crosspay_demo_admin'

/** Content security policy of the site: its own origin only (token logos may come from https). */
const csp =
  "default-src 'self'; img-src 'self' https: data:; style-src 'self' 'unsafe-inline'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'"

/**
 * The demo server's routes:
 * - `/api/crosspay/*`: `createProxyHandler` holding the key (user and integrator routes), its `sponsorship`
 *   option built from the current policy; `GET /chains` answers name the relayed RPC routes below.
 * - `POST /rpc/:chainId`: the chain's JSON-RPC ({@link relayRpc}).
 * - `GET /explorer/*`: the embedded simulator's read-only explorer (embedded mode).
 * - `GET /demo/config`: mode, sponsorship wallet, relayed chains (never the key).
 * - `/demo/shop/*`: the Checkout page's shop (orders, and the service's webhook that marks them paid: `createDemoShop`).
 * - `GET /demo/policy`, `POST /demo/policy`: the sponsorship policy; changing it needs the cookie set when the
 *   page was served here (SameSite=Strict, HttpOnly) and, when the browser names an origin, this one.
 * - everything else: the built site.
 */
export function createDemoApp(options: CreateDemoAppOptions): Hono {
  const { backend, distDir } = options
  const adminToken = randomBytes(24).toString('base64url')
  let policy: DemoPolicy = defaultDemoPolicy
  const makeProxy = (next: DemoPolicy) =>
    createProxyHandler({
      upstream: backend.upstream,
      apiKey: backend.apiKey,
      prefix: '/api/crosspay',
      // The demo's integrator page reads history and the app balance and fast-fills; the server listens on
      // 127.0.0.1 only by default. A real app puts these behind its own authentication.
      // Claims are signed by the sponsorship wallet itself; the service checks the signature.
      allow: [...proxyRoutes.user, ...proxyRoutes.integrator, ...proxyRoutes.claims],
      sponsorship: toProxySponsorship(next),
    })
  let proxy = makeProxy(policy)
  const relayed = Object.keys(backend.rpcUrls)
    .map(Number)
    .sort((a, b) => b - a)
  // The embedded simulator's read-only explorer, served here so its links stay on this origin.
  const explorerFrom = backend.mode === 'embedded' ? `${backend.upstream}/__sim/explorer` : undefined

  const app = new Hono()
  app.use('*', async (c, next) => {
    await next()
    c.header('x-content-type-options', 'nosniff')
    c.header('referrer-policy', 'no-referrer')
  })

  app.all('/api/crosspay/*', async (c) => {
    const response = await proxy(c.req.raw)
    const url = new URL(c.req.url)
    return url.pathname === '/api/crosspay/chains'
      ? rewriteChains(response, url.origin, relayed, explorerFrom)
      : response
  })

  if (explorerFrom)
    app.get('/explorer/*', async (c) => {
      const upstream = await fetch(`${explorerFrom}${c.req.path.slice('/explorer'.length)}`)
      return new Response(upstream.body, {
        status: upstream.status,
        headers: { 'content-type': upstream.headers.get('content-type') ?? 'text/html' },
      })
    })

  app.all('/rpc/:chainId', (c) => relayRpc(c.req.raw, backend.rpcUrls[Number(c.req.param('chainId'))]))

  app.get('/demo/config', (c) =>
    c.json({
      mode: backend.mode,
      sponsorWallet: backend.sponsorWallet,
      chains: relayed.map((id) => ({ id, name: backend.chainNames[id] ?? `Chain ${id}` })),
    } satisfies DemoConfig),
  )

  if (backend.webhook) app.route('/demo/shop', createDemoShop(backend, backend.webhook.secret))

  app.get('/demo/policy', (c) => c.json(policy))
  app.post('/demo/policy', async (c) => {
    const origin = c.req.header('origin')
    if (origin && origin !== new URL(c.req.url).origin) return c.json({ error: 'cross-origin' }, 403)
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
