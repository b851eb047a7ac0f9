import type { Hono } from 'hono'
import { requestsV2Deprecation as v2 } from './requestsV2Deprecation'

/**
 * Adds the `Deprecation`, `Sunset` and `Link` headers to EVERY `GET /requests/v2` answer. Mounted
 * before any other middleware (rate limits, auth), so a 429 from the global limiter carries them too.
 */
export function registerRequestsV2Headers(app: Hono) {
  app.use('/requests/v2', async (c, next) => {
    await next()
    const successor = `${new URL(c.req.url).origin}/requests/v3`
    for (const [name, value] of Object.entries(v2.headers(successor))) c.res.headers.set(name, value)
  })
}
