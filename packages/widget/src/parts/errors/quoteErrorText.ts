import { HttpRequestError, InvalidParameterError, RateLimitError } from '@crosspay/core'
import type { Messages } from '../../messages/defaultMessages'
import { isServiceUnreachable } from './isServiceUnreachable'

/** What the panel calls a quote error: its `errorCode` (or `RATE_LIMITED`, `network`, `invalid`, `unknown`). */
export type QuoteErrorKind = string

/**
 * A quote error in words from the messages: each `errorCode` of the service, a rate limit, an input the kit refused
 * before sending (its own short message names the field), the service out of reach (a network failure, any 5xx,
 * the host proxy's own 502/504, a malformed answer: "the service cannot be reached", never "no route"), or a
 * generic fallback.
 */
export function quoteErrorText(error: unknown, messages: Messages): { kind: QuoteErrorKind; text: string } {
  const table = messages.quote.error
  if (error instanceof RateLimitError) return { kind: 'RATE_LIMITED', text: table.RATE_LIMITED ?? '' }
  if (isServiceUnreachable(error)) return { kind: 'network', text: table.network ?? '' }
  if (error instanceof HttpRequestError) {
    const code = error.errorCode ?? 'unknown'
    return { kind: code, text: table[code] ?? table.unknown ?? '' }
  }
  if (error instanceof InvalidParameterError) return { kind: 'invalid', text: error.shortMessage }
  return { kind: 'unknown', text: table.unknown ?? '' }
}
