import { verifyWebhook } from '../verifyWebhook'
import type { RequestReader } from './createRequestReader'
import type { MerchantOrder } from './MerchantOrder'
import type { MerchantStore } from './MerchantStore'

/** Options of {@link createMerchantWebhookHandler}. */
export type CreateMerchantWebhookHandlerParameters = {
  store: MerchantStore
  /** The service's records: the truth a delivery is checked against. */
  reader: Pick<RequestReader, 'byId'>
  /** The webhook secret shared with the service. */
  secret: string
  /** A delivery whose `timestamp` is further than this from now is refused as stale, ms. Defaults to 5 minutes. */
  toleranceMs?: number
  /** Defaults to `Date.now`. */
  now?: () => number
  /** Called after a delivery turned an order paid (its fulfillment row is already committed): wake the worker. */
  onPaid?: (order: MerchantOrder) => void
}

/** The answer to one delivery: its HTTP status and what happened (the JSON body's `outcome`). */
export type MerchantWebhookResult = { status: 200 | 400 | 401 | 503; outcome: string }

/** Statuses after which a request never changes: a delivery of one must find the record already there. */
const terminal = new Set(['success', 'failure', 'refund'])

/**
 * The merchant's webhook endpoint (framework-free: a `Request` in, a `Response` out). In order:
 * 1. the signature over the raw body (`verifyWebhook`), else 401; JSON with a fresh `timestamp` (within
 *    `toleranceMs` of now, either way), a `data.requestId` and a `data.status`, else 400;
 * 2. an event `requestId` + `status` applied before → 200 `duplicate`, nothing read or written;
 * 3. the service's record of the request, read with the merchant's key: the only truth about who was paid what;
 * 4. the event recorded and applied to the order in one transaction (`store.applyPayment`).
 * A failed read, a record that does not yet show a final status the delivery announces, or a failed write answer
 * 503 with nothing marked seen, so the service delivers again (and reconciliation catches what it never does).
 *
 * @param parameters - Store, reader, secret.
 * @returns `handle(request)` for a route, and `handleBody(rawBody, signature)` for frameworks that read the body.
 *
 * @example
 * const webhook = createMerchantWebhookHandler({ store, reader, secret: process.env.WEBHOOK_SECRET! })
 * export const POST = (request: Request) => webhook.handle(request)
 */
export function createMerchantWebhookHandler(parameters: CreateMerchantWebhookHandlerParameters) {
  const { store, reader, secret } = parameters
  const toleranceMs = parameters.toleranceMs ?? 5 * 60_000
  const now = parameters.now ?? Date.now
  const handleBody = async (
    rawBody: string,
    signature: string | null | undefined,
  ): Promise<MerchantWebhookResult> => {
    if (!(await verifyWebhook(rawBody, signature, secret))) return { status: 401, outcome: 'bad signature' }
    let event: { timestamp?: unknown; data?: { requestId?: unknown; status?: unknown } }
    try {
      event = JSON.parse(rawBody)
    } catch {
      return { status: 400, outcome: 'not JSON' }
    }
    const timestamp = Number(event?.timestamp)
    if (!Number.isFinite(timestamp) || Math.abs(now() - timestamp) > toleranceMs)
      return { status: 400, outcome: 'stale timestamp' }
    const requestId = event.data?.requestId
    const status = event.data?.status
    if (typeof requestId !== 'string' || !requestId || typeof status !== 'string' || !status)
      return { status: 400, outcome: 'no request' }
    try {
      if (await store.hasEvent(requestId, status)) return { status: 200, outcome: 'duplicate' }
    } catch {
      return { status: 503, outcome: 'the store is unavailable' }
    }
    let payment: Awaited<ReturnType<RequestReader['byId']>>
    try {
      payment = await reader.byId(requestId)
    } catch {
      return { status: 503, outcome: 'could not read the service’s record' }
    }
    if (!payment) return { status: 503, outcome: 'the service has no record of this request yet' }
    if (terminal.has(status) && payment.status !== status)
      return { status: 503, outcome: `the service’s record is not ${status} yet` }
    try {
      const result = await store.applyPayment({ payment, status, source: 'webhook', now: now() })
      if (result.duplicate) return { status: 200, outcome: 'duplicate' }
      if (result.decision.change === 'paid' && result.order) parameters.onPaid?.(result.order)
      return { status: 200, outcome: result.decision.outcome }
    } catch {
      return { status: 503, outcome: 'the store is unavailable' }
    }
  }
  return {
    handleBody,
    async handle(request: Request): Promise<Response> {
      const result = await handleBody(await request.text(), request.headers.get('x-signature'))
      return new Response(JSON.stringify({ outcome: result.outcome }), {
        status: result.status,
        headers: { 'content-type': 'application/json; charset=utf-8' },
      })
    },
  }
}

/** What {@link createMerchantWebhookHandler} returns. */
export type MerchantWebhookHandler = ReturnType<typeof createMerchantWebhookHandler>
