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
/** Request headers the `/__sim/*` control routes accept cross-origin (their own policy is set apart from this one). */
const controlHeaders = ['content-type', 'x-api-key', 'authorization']

/**
 * CORS of the simulator, in one place: any origin (`*`) may call it; the public service routes allow the headers
 * real clients send (`publicHeaders`: the peer's `relay-sdk-version` and `relay-kit-ui-version` included, or a
 * browser refuses its quote's preflight), the `/__sim/*` control routes only `controlHeaders`. Every answer exposes
 * the `/requests/v2` deprecation headers. Preflights answer 204 before any other middleware (no rate limit).
 */
export function registerPublicCors(app: Hono) {
  const common = {
    origin: '*',
    allowMethods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
    exposeHeaders: ['Deprecation', 'Sunset', 'Link'],
  }
  const publicCors = cors({ ...common, allowHeaders: publicHeaders })
  const controlCors = cors({ ...common, allowHeaders: controlHeaders })
  app.use('*', (c, next) => (c.req.path.startsWith('/__sim/') ? controlCors(c, next) : publicCors(c, next)))
}
