import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** The error body of decisions.md: `{message, errorCode?, ...extra}`. */
export function errorResponse(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  errorCode?: string,
  extra: Record<string, unknown> = {},
) {
  return c.json({ message, ...(errorCode ? { errorCode } : {}), ...extra }, status)
}
