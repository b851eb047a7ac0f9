import type { ContentfulStatusCode } from 'hono/utils/http-status'

/**
 * A refused quote: the HTTP status, the decisions.md `errorCode` and a message naming the field or
 * the condition. Thrown by the quote module's pure parts and turned into `{message, errorCode}` by the route.
 */
export class QuoteError extends Error {
  readonly status: ContentfulStatusCode
  readonly errorCode: string

  constructor(status: ContentfulStatusCode, errorCode: string, message: string) {
    super(message)
    this.name = 'QuoteError'
    this.status = status
    this.errorCode = errorCode
  }
}
