import type { SimContext } from '../model/SimContext'
import { signWebhookBody } from './signWebhookBody'
import { toStatusEvent } from './toStatusEvent'

/** Retries after a failed delivery (so at most 1 + 5 attempts). */
const maxRetries = 5
/** Backoff of retry n (1-based): `baseDelayMs * 2^(n-1)` on the sim clock. */
const baseDelayMs = 1000

/**
 * Delivers every change of a request's status result to `ctx.options.webhooks.urls` (a status change,
 * or a change under the same status: a deposit or refund recorded, see `updateRequest`): POST
 * `{"event":"request.status.updated","timestamp":<ms>,"data":{requestId, ...status result}}` with
 * header `x-signature: sha256=<hex HMAC-SHA256 of the raw body>`, through `ctx.options.fetch`.
 * A non-2xx answer or a network error is retried 5 times with exponential backoff
 * (1 s, 2 s, 4 s, 8 s, 16 s on the sim clock). Returns a function that stops deliveries.
 */
export function registerWebhooks(ctx: SimContext): () => void {
  return ctx.events.on('request.status.updated', ({ request }) => {
    const { urls, secret } = ctx.options.webhooks
    if (urls.length === 0) return
    const body = JSON.stringify({
      event: 'request.status.updated',
      timestamp: ctx.clock.now(),
      data: toStatusEvent(request),
    })
    const signature = signWebhookBody(body, secret)
    for (const url of urls) void deliver(ctx, url, body, signature, 0)
  })
}

async function deliver(
  ctx: SimContext,
  url: string,
  body: string,
  signature: Promise<string>,
  attempt: number,
): Promise<void> {
  let ok = false
  try {
    const response = await ctx.options.fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': await signature },
      body,
    })
    ok = response.ok
  } catch {
    ok = false
  }
  if (ok || attempt >= maxRetries) return
  ctx.clock.schedule(ctx.clock.now() + baseDelayMs * 2 ** attempt, () => {
    void deliver(ctx, url, body, signature, attempt + 1)
  })
}
