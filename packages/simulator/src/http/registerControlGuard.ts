import type { Hono } from 'hono'
import { cors } from 'hono/cors'
import type { SimContext } from '../model/SimContext'
import { errorResponse } from './errorResponse'

/** Methods that never change state: not checked. */
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Guards the development controls and chain relays (`/__sim/*`: clock, deposit, outcome, transaction, faults, and the
 * `/__sim/rpc/:id` JSON-RPC, which relays `anvil_*` methods to a live chain) against other websites. A browser's
 * request there (one naming its `Origin` or `Sec-Fetch-Site`) that is not `GET`/`HEAD`/`OPTIONS` must come from the
 * simulator's own origin (the request URL's, built from `Host`, or its `https:` form) or one of
 * `ctx.options.controlOrigins` (else 403 `ORIGIN_NOT_ALLOWED`; without `Origin`, `Sec-Fetch-Site: cross-site` or
 * `same-site` is refused), and a POST must be `application/json` (else 415 `UNSUPPORTED_MEDIA_TYPE`: a page can send
 * `text/plain` or a form without a CORS preflight, never JSON). Tests, scripts and servers (no browser headers) and
 * Storybook's in-page simulator (MSW, whose rebuilt requests carry none) pass. These routes also answer no CORS
 * headers (see `registerPublicCors`), so a page of another origin can neither read them nor be granted a preflight;
 * the public service API keeps its CORS. An origin of `controlOrigins` is granted CORS by name (never `*`).
 */
export function registerControlGuard(app: Hono, ctx: SimContext) {
  const { controlOrigins } = ctx.options
  if (controlOrigins.length > 0) {
    const named = cors({
      origin: (origin) => (controlOrigins.includes(origin) ? origin : null),
      allowMethods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
      allowHeaders: ['content-type', 'x-api-key', 'authorization'],
    })
    app.use('/__sim/*', named)
  }
  app.use('/__sim/*', async (c, next) => {
    const method = c.req.method.toUpperCase()
    const origin = c.req.header('origin')
    const site = c.req.header('sec-fetch-site')?.toLowerCase()
    // Not a browser's request (no browser sends a state-changing request without these), or a safe method.
    if (safeMethods.has(method) || (origin === undefined && site === undefined)) return next()
    const own = new URL(c.req.url)
    const allowed =
      origin === undefined
        ? site !== 'cross-site' && site !== 'same-site'
        : origin === own.origin ||
          origin === `https://${own.host}` ||
          ctx.options.controlOrigins.includes(origin)
    if (!allowed) return errorResponse(c, 403, 'Origin not allowed', 'ORIGIN_NOT_ALLOWED')
    // POST is the one state-changing method a page can send without a preflight: it must be JSON.
    if (method === 'POST' && !/^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? ''))
      return errorResponse(c, 415, 'Send application/json', 'UNSUPPORTED_MEDIA_TYPE')
    return next()
  })
}
