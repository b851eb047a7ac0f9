import type { Context } from 'hono'

/** The API key a request carries: `x-api-key`, or `Authorization: Bearer <key>`. Undefined when none. */
export function readApiKey(c: Context): string | undefined {
  const header = c.req.header('x-api-key')?.trim()
  if (header) return header
  const auth = c.req.header('authorization')?.trim()
  const match = auth?.match(/^Bearer\s+(.+)$/i)
  return match?.[1]?.trim() || undefined
}
