import type { Hono } from 'hono'
import { errorResponse } from '../http/errorResponse'
import { resolveApiKey } from '../http/resolveApiKey'
import type { SimContext } from '../model/SimContext'
import type { RequestIndex } from './createRequestIndex'
import { decodeContinuation } from './decodeContinuation'
import { encodeContinuation } from './encodeContinuation'
import { queryRequests } from './queryRequests'
import type { FieldCondition, RequestsQuery } from './RequestsQuery'
import { requestsV2Deprecation as v2 } from './requestsV2Deprecation'
import { toCondition } from './toCondition'
import { toRequestRecordV2 } from './toRequestRecordV2'

/**
 * Mounts the deprecated `GET /requests/v2`: v2 records, filters `user`, `originChainId`,
 * `destinationChainId`, `hash` (any transaction hash), `referrer`, `startTimestamp`/`endTimestamp`,
 * `limit` (1–50, default 20) and `continuation`. Every answer (2xx, 4xx, 5xx) carries the
 * `Deprecation`, `Sunset` and `Link` headers (set by registerRequestsV2Headers, mounted first). The clock decides the phase: no extra limit before
 * 1 Sep 2026, then a per-key limit per minute (anonymous callers share one bucket) answered with 429
 * `{message, successor, migrationGuide}` (no Retry-After), and 410 from 24 Nov 2026 00:00 UTC.
 */
export function registerRequestsV2Route(app: Hono, ctx: SimContext, index: RequestIndex) {
  const windows = new Map<string, { minute: number; count: number }>()
  const successorOf = (url: string) => `${new URL(url).origin}/requests/v3`

  app.get('/requests/v2', (c) => {
    const successor = successorOf(c.req.url)
    const gone = { successor, migrationGuide: v2.migrationGuide }
    const now = ctx.clock.now()
    const phase = v2.phase(now)
    if (phase.phase === 'retired')
      return c.json(
        { message: 'GET /requests/v2 was retired on 24 Nov 2026: use GET /requests/v3', ...gone },
        410,
      )
    const auth = resolveApiKey(c, ctx, false)
    if (auth.response) return auth.response
    if (phase.phase === 'throttled') {
      const bucket = auth.key?.key ?? '(anonymous)'
      const minute = Math.floor(now / 60_000)
      const w = windows.get(bucket)
      const count = w && w.minute === minute ? w.count + 1 : 1
      windows.set(bucket, { minute, count })
      if (count > phase.limitPerMinute)
        return c.json(
          {
            message: `GET /requests/v2 is limited to ${phase.limitPerMinute} requests per minute per key during its deprecation: migrate to GET /requests/v3`,
            ...gone,
          },
          429,
        )
    }

    const params = new URL(c.req.url).searchParams
    const conditions: FieldCondition[] = []
    for (const [param, key] of [
      ['user', 'user'],
      ['originChainId', 'originChainId'],
      ['destinationChainId', 'destinationChainId'],
      ['hash', 'txHash'],
    ] as const) {
      const value = params.get(param)?.trim()
      if (!value) continue
      const condition = toCondition(key, value, 'the query')
      if (typeof condition === 'string')
        return errorResponse(c, 400, condition.replace(`\`${key}\``, `\`${param}\``))
      conditions.push(condition)
    }
    const referrer = params.get('referrer')?.trim().toLowerCase()
    const limitRaw = params.get('limit')
    const limit = limitRaw === null ? 20 : Number(limitRaw)
    if (!Number.isInteger(limit) || limit < 1 || limit > 50)
      return errorResponse(
        c,
        400,
        `\`limit\` must be an integer from 1 to 50, got ${JSON.stringify(limitRaw)}`,
      )
    const createdAt: { min?: number; max?: number } = {}
    for (const [param, end] of [
      ['startTimestamp', 'min'],
      ['endTimestamp', 'max'],
    ] as const) {
      const raw = params.get(param)
      if (raw === null) continue
      if (!Number.isFinite(Number(raw)) || raw.trim() === '')
        return errorResponse(c, 400, `\`${param}\` must be a number, got ${JSON.stringify(raw)}`)
      createdAt[end] = Number(raw) * 1000
    }
    const continuationRaw = params.get('continuation')
    const cursor = continuationRaw ? decodeContinuation(continuationRaw) : null
    if (cursor === undefined || (cursor && (cursor.sortBy !== 'createdAt' || cursor.direction !== 'desc')))
      return errorResponse(c, 400, '`continuation` is not a value returned by this endpoint')

    const query: RequestsQuery = {
      conditions,
      groups: null,
      createdAt,
      block: {},
      amountUsd: {},
      appFeesAmountUsd: {},
      fillTime: {},
      features: [],
      includeChildRequests: true,
      privateChainsToInclude: [],
      sortBy: 'createdAt',
      direction: 'desc',
      limit,
      continuation: cursor,
      includeTotal: false,
      includeAuthenticatedData: false,
      ...(referrer ? { extra: (r) => r.referrer?.toLowerCase() === referrer } : {}),
    }
    const page = queryRequests(index, query)
    return c.json({
      requests: page.requests.map((r) => toRequestRecordV2(r, ctx.currency)),
      ...(page.continuation ? { continuation: encodeContinuation(page.continuation) } : {}),
      deprecation: v2.body(successor),
    })
  })
}
