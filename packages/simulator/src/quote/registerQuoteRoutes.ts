import type { Context, Hono } from 'hono'
import { errorResponse } from '../http/errorResponse'
import { resolveApiKey } from '../http/resolveApiKey'
import type { SimContext } from '../model/SimContext'
import { createQuote } from './createQuote'
import { handlePermitPost } from './handlePermitPost'
import { QuoteError } from './QuoteError'
import { validateQuoteBody } from './validateQuoteBody'

/**
 * Mounts `POST /quote/v2` and `POST /quote` (same handler) and `POST /execute/permits`.
 * The API key is optional, except with `subsidizeFees: true` (401 `UNAUTHORIZED` without one);
 * an unknown key is always 401. Refusals are 4xx `{message, errorCode}` (see {@link createQuote}).
 */
export function registerQuoteRoutes(app: Hono, ctx: SimContext) {
  const handler = async (c: Context) => {
    let raw: unknown
    try {
      raw = await c.req.json()
    } catch {
      return errorResponse(c, 400, 'Invalid body: expected a JSON object', 'INVALID_INPUT')
    }
    try {
      const body = validateQuoteBody(raw)
      const auth = resolveApiKey(c, ctx, body.subsidizeFees === true)
      if (auth.response) return auth.response
      const { response } = await createQuote(ctx, body, auth.key)
      return c.json(response)
    } catch (error) {
      if (error instanceof QuoteError) return errorResponse(c, error.status, error.message, error.errorCode)
      throw error
    }
  }
  app.post('/quote/v2', handler)
  app.post('/quote', handler)
  app.post('/execute/permits', (c) => handlePermitPost(c, ctx))
}
