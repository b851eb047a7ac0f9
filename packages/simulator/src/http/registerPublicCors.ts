import type { Hono } from 'hono'
import { cors } from 'hono/cors'

/** Request headers any origin may send to the public service routes: ours, and those the peer's SDK and widget add. */
const publicHeaders = [
  'content-type',
  'x-api-key',
  'authorization',
  'relay-sdk-version',
  'relay-kit-ui-version',
]

/**
 * CORS of the simulator, in one place: any origin (`*`) may call the public service routes, as the real service
 * allows, with the headers real clients send (`publicHeaders`: the peer's `relay-sdk-version` and
 * `relay-kit-ui-version` included, or a browser refuses its quote's preflight); every answer exposes the
 * `/requests/v2` deprecation headers, and preflights answer 204 before any other middleware (no rate limit). The
 * `/__sim/*` development controls and chain relays answer no CORS at all: no page of another origin may read them
 * or be granted a preflight (their state-changing requests are refused by `registerControlGuard`).
 */
export function registerPublicCors(app: Hono) {
  const publicCors = cors({
    origin: '*',
    allowMethods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
    exposeHeaders: ['Deprecation', 'Sunset', 'Link'],
    allowHeaders: publicHeaders,
  })
  app.use('*', (c, next) => (c.req.path.startsWith('/__sim/') ? next() : publicCors(c, next)))
}
