import type { Hono } from 'hono'
import { errorResponse } from '../http/errorResponse'
import { resolveApiKey } from '../http/resolveApiKey'
import type { SimContext } from '../model/SimContext'
import { sponsorCurrency } from '../quote/sponsorCurrency'
import { createRequestIndex } from './createRequestIndex'
import { encodeContinuation } from './encodeContinuation'
import { parseRequestsQuery } from './parseRequestsQuery'
import { queryRequests } from './queryRequests'
import { registerRequestsV2Route } from './registerRequestsV2Route'
import { toRequestRecordV3 } from './toRequestRecordV3'

/**
 * Mounts the request history: `GET /requests/v3` and the deprecated `GET /requests/v2`, over indexes
 * that follow `ctx.store`.
 *
 * Visibility: the key is required (401 without one), but a key sees every request, as the interface
 * implies ("authenticated fields only when the key is tied to those requests" would be moot if a key
 * saw only its own); pass `apiKey=<key>` to narrow to one integrator. `data.referrer`,
 * `data.apiKeyName` and `data.platformFee` appear only with `includeAuthenticatedData=true` and only
 * on requests created with the caller's key.
 *
 * Readings of the interface where it is silent: `user` matches the user or the sender wallet (also the
 * composite `user` of `filters`); `startBlock`/`endBlock` apply to the origin deposit's block;
 * `fillTimeMin/Max` is seconds from the deposit to the first fill (requests without both never match);
 * `features` requires every listed feature; `amountUsd` is the deposited USD value; `orderId` is the
 * request id the deposit carries; fills and refunds are told apart per outgoing transaction (isRefundTx);
 * addresses and hashes compare case-insensitively when EVM hex and exactly when base58 (SVM);
 * child requests are regenerated requests another request is `supersededByRequestId`, hidden unless
 * `includeChildRequests=true`; `privateChainsToInclude` is validated (integer chain ids) but no simulated
 * chain is private, so it changes nothing.
 */
export function registerRequestsRoutes(app: Hono, ctx: SimContext) {
  const index = createRequestIndex(ctx.store)

  app.get('/requests/v3', (c) => {
    const auth = resolveApiKey(c, ctx, true)
    if (auth.response) return auth.response
    const query = parseRequestsQuery(new URL(c.req.url).searchParams)
    if (typeof query === 'string') return errorResponse(c, 400, query, 'INVALID_INPUT')
    const page = queryRequests(index, query)
    const key = auth.key?.key
    return c.json({
      requests: page.requests.map((r) =>
        toRequestRecordV3(r, {
          authenticated: query.includeAuthenticatedData && r.apiKey === key,
          currencyOf: ctx.currency,
          sponsorCurrency: sponsorCurrency(ctx) ?? null,
        }),
      ),
      ...(page.continuation ? { continuation: encodeContinuation(page.continuation) } : {}),
      ...(page.total !== undefined ? { total: page.total } : {}),
    })
  })

  registerRequestsV2Route(app, ctx, index)
}
