import type { Hono } from 'hono'
import type { SimContext } from '../model/SimContext'
import { clientAddressHeader } from './clientAddressHeader'
import { errorResponse } from './errorResponse'
import { readApiKey } from './readApiKey'

/** Length of a rate-limit window on the sim clock. */
const windowMs = 60_000
/** Number of open windows above which ended ones are swept on the next request. */
const sweepAt = 1_000

/**
 * Per-minute rate limits on the sim clock, from `ctx.options.rateLimits` (`false`: none).
 * With a key (`x-api-key` or bearer): `keyed` requests per key. Without one, per client (the
 * `x-sim-client-address` the Node server sets from the socket, never `x-forwarded-for` itself; in process, "local"
 * unless the caller sets it): `anonymousQuote` for `POST /quote/v2` and `POST /quote`,
 * `anonymous` for every other endpoint. A window opens with its first request and lasts a minute.
 * Over the limit: 429 `{message}`, with no `Retry-After` header. `/__sim/*` and CORS preflights are exempt.
 */
export function registerRateLimit(app: Hono, ctx: SimContext) {
  const windows = new Map<string, { start: number; count: number }>()
  app.use('*', async (c, next) => {
    const limits = ctx.options.rateLimits
    const path = new URL(c.req.url).pathname
    if (!limits || c.req.method === 'OPTIONS' || path.startsWith('/__sim/')) return next()
    // Only a configured key gets its own bucket: an unknown key counts as its client (and gets its 401).
    const sent = readApiKey(c)
    const key = sent && ctx.apiKey(sent) ? sent : undefined
    const isQuote = c.req.method === 'POST' && (path === '/quote/v2' || path === '/quote')
    const client = c.req.header(clientAddressHeader) || 'local'
    const [bucket, limit] = key
      ? [`key:${key}`, limits.keyed]
      : isQuote
        ? [`quote:${client}`, limits.anonymousQuote]
        : [`other:${client}`, limits.anonymous]
    const now = ctx.clock.now()
    // Memory stays bounded however many clients come and go: ended windows are dropped once there are many.
    if (windows.size >= sweepAt)
      for (const [name, w] of windows) if (now - w.start >= windowMs) windows.delete(name)
    let window = windows.get(bucket)
    if (!window || now - window.start >= windowMs) windows.set(bucket, (window = { start: now, count: 0 }))
    window.count += 1
    if (window.count > limit)
      return errorResponse(
        c,
        429,
        `Rate limit exceeded: ${limit} requests per minute ${key ? 'for this API key' : 'without an API key'}`,
        'RATE_LIMITED',
      )
    return next()
  })
}
