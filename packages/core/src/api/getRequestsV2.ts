import { HttpRequestError, type HttpRequestErrorType } from '../errors/HttpRequestError'
import { RateLimitError, type RateLimitErrorType } from '../errors/RateLimitError'
import type { ResponseShapeErrorType } from '../errors/ResponseShapeError'
import type { RequestRecordV2 } from '../schemas/requestRecordV2Schema'
import { requestsV2ResponseSchema } from '../schemas/requestsV2ResponseSchema'
import { type DeprecationHeaders, parseDeprecationHeaders } from '../utils/parseDeprecationHeaders'
import type { ActionOptions } from './ActionOptions'
import type { CrosspayClient } from './CrosspayClient'

/** Parameters of {@link getRequestsV2}: v2 query parameters, passed through as given. */
export type GetRequestsV2Parameters = {
  /** Page size. */
  limit?: number | undefined
  /** Cursor from the previous page. */
  continuation?: string | undefined
  /** Filter by user address. */
  user?: string | undefined
  /** Filter by transaction hash (v2 only; v3 uses `term`, `depositTxHash`, `fillTxHash`, `refundTxHash`). */
  hash?: string | undefined
  /** Any other v2 query parameter. */
  [parameter: string]: string | number | boolean | undefined
}

/** What the deprecated endpoint says about its own retirement (headers and body combined). */
export type RequestsV2Deprecation = DeprecationHeaders & {
  /** The body's `deprecation.message`, when present. */
  message: string | undefined
  /** Where to go instead: the body's `successor` or the `successor-version` link. */
  successor: string | undefined
  /** The body's `migrationGuide`, when present. */
  migrationGuide: string | undefined
  /** From the body: when v2 started being throttled. */
  throttledFrom: Date | undefined
}

/** Return type of {@link getRequestsV2}. */
export type GetRequestsV2ReturnType = {
  /** v2 request records (loosely typed). */
  requests: RequestRecordV2[]
  /** Cursor of the next page, when there is one. */
  continuation: string | undefined
  /** The deprecation notice of the response. */
  deprecation: RequestsV2Deprecation
}

/**
 * Errors {@link getRequestsV2} may throw: `HttpRequestError` (410 once retired: use `getRequests`),
 * `RateLimitError` (v2's shrinking monthly limit), `ResponseShapeError`.
 */
export type GetRequestsV2ErrorType = HttpRequestErrorType | RateLimitErrorType | ResponseShapeErrorType

/**
 * Lists requests through the deprecated `GET /requests/v2`.
 *
 * @deprecated `GET /requests/v2` is deprecated (22 Jul 2026), throttled from 1 Sep 2026 and retired on
 * 24 Nov 2026 (it then answers 410). Use `getRequests` (`GET /requests/v3`). Warns once per process and base
 * URL, naming the successor and the sunset date: from the `Sunset` and `Link` headers, or from the body's
 * `deprecation` object when the headers are not exposed (a cross-origin browser).
 */
export async function getRequestsV2(
  client: CrosspayClient,
  parameters: GetRequestsV2Parameters = {},
  options: ActionOptions = {},
): Promise<GetRequestsV2ReturnType> {
  let headers: DeprecationHeaders | undefined
  // Warned once per process and base URL, after the body is read: a cross-origin browser may not see the
  // Sunset and Link headers, and the body's deprecation object (or an error body's successor) fills in.
  const warn = (sunsetAt: Date | undefined, successor: unknown) =>
    client.warn({
      code: 'deprecated-endpoint',
      key: 'deprecated-endpoint:GET /requests/v2',
      message: `getRequestsV2 (GET /requests/v2) is deprecated${
        sunsetAt ? ` and is retired on ${sunsetAt.toUTCString()}` : ''
      }: use getRequests (GET /requests/v3) instead.`,
      data: {
        endpoint: 'GET /requests/v2',
        successor: 'getRequests',
        successorUrl: headers?.links['successor-version'] ?? successor,
        sunsetAt: sunsetAt?.toISOString(),
        links: headers?.links,
      },
    })
  const data = await client.request({
    path: '/requests/v2',
    query: parameters,
    schema: requestsV2ResponseSchema,
    signal: options.signal,
    onResponse: (response) => {
      headers = parseDeprecationHeaders(response.headers)
    },
    mapError: (error) => {
      const body = error.body as { successor?: unknown; migrationGuide?: unknown } | undefined
      const guide = typeof body?.migrationGuide === 'string' ? ` Migration guide: ${body.migrationGuide}` : ''
      warn(headers?.sunsetAt, body?.successor)
      if (error.status === 410)
        return new HttpRequestError({
          status: 410,
          url: error.url,
          method: error.method,
          body: error.body,
          shortMessage: `GET /requests/v2 has been retired${
            headers?.sunsetAt ? ` (sunset ${headers.sunsetAt.toUTCString()})` : ''
          }: use getRequests (GET /requests/v3) instead.${guide}`,
          docsPath: '/migration/requests-v3',
        })
      if (error.status === 429)
        return new RateLimitError({
          url: error.url,
          method: error.method,
          body: error.body,
          retryAfter: error instanceof RateLimitError ? error.retryAfter : undefined,
          shortMessage: `GET /requests/v2 is throttled while it is phased out: use getRequests (GET /requests/v3) instead.${guide}`,
        })
      return error
    },
  })
  const notice = data.deprecation
  const date = (value: string | undefined) => {
    const ms = value ? Date.parse(value) : Number.NaN
    return Number.isNaN(ms) ? undefined : new Date(ms)
  }
  const deprecation: RequestsV2Deprecation = {
    deprecatedAt: headers?.deprecatedAt ?? date(notice?.deprecatedAt),
    sunsetAt: headers?.sunsetAt ?? date(notice?.sunsetAt),
    links: headers?.links ?? {},
    message: notice?.message,
    successor: notice?.successor ?? headers?.links['successor-version'],
    migrationGuide: notice?.migrationGuide,
    throttledFrom: date(notice?.throttledFrom),
  }
  warn(deprecation.sunsetAt, deprecation.successor)
  return { requests: data.requests, continuation: data.continuation ?? undefined, deprecation }
}
