import type { Hono } from 'hono'
import type { SimContext } from '../model/SimContext'

/** How long past its deadline an expired quote is still answered (status `waiting`) before it is forgotten. */
const graceMs = 60_000
/** Sweeps at most once per this many ms of sim time (unless over the cap). */
const sweepEveryMs = 1_000

/**
 * Stored quotes expire: a request still `waiting` (never deposited) is removed from the store, and from every
 * index, a minute after its deadline, and the oldest waiting ones go first whenever more than
 * `ctx.options.maxStoredQuotes` wait at once. Memory then stays bounded under any quote rate: a client that
 * quotes and never pays costs at most that many records. Requests that moved on (deposited, seeded history) are
 * never removed. A request with a deposit address is not removed at its deadline: its address can still receive,
 * and a late payment must find its request to be refunded (`ORDER_EXPIRED`, see `ingestOriginTransaction`) rather
 * than be lost; such requests are kept, up to `maxStoredQuotes` of them (the oldest go first past that), on a cap
 * of their own, so plain quotes cannot push them out. The sweep runs before a request is answered, at most once a
 * second on the sim clock.
 */
export function registerQuoteExpiry(app: Hono, ctx: SimContext) {
  // Quotes still waiting, in creation order (their deadlines are creation + a constant: oldest first).
  const waiting = new Map<string, number>()
  // Waiting requests with a deposit address, in creation order: removed only past the cap, never at a deadline.
  const addressed = new Set<string>()

  ctx.events.on('request.status.updated', ({ request }) => {
    if (request.status === 'waiting') return
    waiting.delete(request.id.toLowerCase())
    addressed.delete(request.id.toLowerCase())
  })
  ctx.events.on('request.created', (request) => {
    if (request.status !== 'waiting') return
    if (request.depositAddress) addressed.add(request.id.toLowerCase())
    else waiting.set(request.id.toLowerCase(), request.deadline)
    // Over the cap: the oldest waiting quote goes at once, so the store never holds more than the cap.
    if (waiting.size > ctx.options.maxStoredQuotes || addressed.size > ctx.options.maxStoredQuotes)
      sweep(ctx.clock.now())
  })
  let lastSweep = Number.NEGATIVE_INFINITY
  const forget = (id: string) => {
    const request = ctx.store.get(id)
    if (request?.status === 'waiting' && !request.deposited && request.inTxs.length === 0)
      ctx.store.remove(id)
  }
  const sweep = (now: number) => {
    const max = ctx.options.maxStoredQuotes
    for (const [id, deadline] of waiting) {
      if (deadline + graceMs > now && waiting.size <= max) break
      waiting.delete(id)
      forget(id)
    }
    for (const id of addressed) {
      if (addressed.size <= max) break
      addressed.delete(id)
      forget(id)
    }
  }
  app.use('*', async (_c, next) => {
    const now = ctx.clock.now()
    if (now - lastSweep >= sweepEveryMs) {
      lastSweep = now
      sweep(now)
    }
    await next()
  })
}
