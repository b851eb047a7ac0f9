import type { Hono } from 'hono'
import { requestsV2Deprecation as v2 } from './requestsV2Deprecation'

/**
 * Makes EVERY `GET /requests/v2` answer a deprecated-v2 answer: the `Deprecation`, `Sunset` and `Link`
 * headers on all of them, and `successor` + `migrationGuide` on every error body (the interface's
 * error table requires them on a v2 429, and a client migrating off v2 needs them on any refusal).
 * Mounted before any other middleware (rate limits, auth), so it also completes the general limiter's
 * 429 `{message, errorCode}`, a 401 from the key check and a 500 from the error handler. Error bodies
 * that are not a JSON object are replaced by `{message, successor, migrationGuide}`.
 */
export function registerRequestsV2Headers(app: Hono) {
  app.use('/requests/v2', async (c, next) => {
    await next()
    const successor = `${new URL(c.req.url).origin}/requests/v3`
    if (c.res.status >= 400) {
      const text = await c.res.clone().text()
      let body: unknown
      try {
        body = JSON.parse(text)
      } catch {
        body = null
      }
      const object =
        body && typeof body === 'object' && !Array.isArray(body)
          ? (body as Record<string, unknown>)
          : { message: text || `GET /requests/v2 answered ${c.res.status}` }
      if (object.successor !== successor || object.migrationGuide !== v2.migrationGuide) {
        const completed = { ...object, successor, migrationGuide: v2.migrationGuide }
        const headers = new Headers(c.res.headers)
        headers.set('content-type', 'application/json')
        headers.delete('content-length')
        const { status, statusText } = c.res
        c.res = undefined // drop the old answer so its headers (content-length) are not merged back in
        c.res = new Response(JSON.stringify(completed), { status, statusText, headers })
      }
    }
    for (const [name, value] of Object.entries(v2.headers(successor))) c.res.headers.set(name, value)
  })
}
