import type { Context } from 'hono'
import type { SimContext } from '../model/SimContext'
import type { ApiKeyConfig } from '../model/types'
import { errorResponse } from './errorResponse'
import { readApiKey } from './readApiKey'

/**
 * Resolves the caller's API key. Returns `{key}` (null when none was sent and `required` is false),
 * or `{response}`: 401 `{message, errorCode: "UNAUTHORIZED"}` for an unknown key or a missing required one.
 */
export function resolveApiKey(
  c: Context,
  ctx: SimContext,
  required: boolean,
): { key: ApiKeyConfig | null; response?: undefined } | { key?: undefined; response: Response } {
  const sent = readApiKey(c)
  if (!sent) {
    if (!required) return { key: null }
    return {
      response: errorResponse(
        c,
        401,
        'An API key is required: send it in the x-api-key header',
        'UNAUTHORIZED',
      ),
    }
  }
  const key = ctx.apiKey(sent)
  if (!key) return { response: errorResponse(c, 401, 'Invalid API key', 'UNAUTHORIZED') }
  return { key }
}
