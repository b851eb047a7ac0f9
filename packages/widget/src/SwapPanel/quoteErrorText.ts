import { HttpRequestError, InvalidParameterError, RateLimitError } from '@crosspay/core'
import type { Messages } from '../messages/defaultMessages'

/** What the panel calls a quote error: its `errorCode` (or `RATE_LIMITED`, `network`, `invalid`, `unknown`). */
export type QuoteErrorKind = string

/**
 * A quote error in words from the messages: each `errorCode` of the service, a rate limit, an input the kit refused
 * before sending (its own short message names the field), a network failure, or a generic fallback.
 */
export function quoteErrorText(error: unknown, messages: Messages): { kind: QuoteErrorKind; text: string } {
  const table = messages.quote.error
  if (error instanceof RateLimitError) return { kind: 'RATE_LIMITED', text: table.RATE_LIMITED ?? '' }
  if (error instanceof HttpRequestError) {
    const code = error.errorCode ?? 'unknown'
    return { kind: code, text: table[code] ?? table.unknown ?? '' }
  }
  if (error instanceof InvalidParameterError) return { kind: 'invalid', text: error.shortMessage }
  if (error instanceof TypeError) return { kind: 'network', text: table.network ?? '' }
  return { kind: 'unknown', text: table.unknown ?? '' }
}
