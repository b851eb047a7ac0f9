// The merchant's webhook handler on PGlite: p50/p95 of one delivery handled end to end (signature, dedupe check,
// the service's record read from an in-process simulator, the event recorded and applied in one transaction) and
// the events per second that gives, then 100 deliveries at once, each sent twice at the same moment (200 calls):
// every order must end paid exactly once, with one event and one fulfillment each. Exits 1 if anything is lost or
// doubled.
// Run: pnpm --filter @crosspay/core exec tsx bench/merchantWebhook.bench.ts (MERCHANT_BENCH_EVENTS to change).
import { createHmac } from 'node:crypto'
import { cpus, loadavg } from 'node:os'
import { PGlite } from '@electric-sql/pglite'
import { createMerchantTestbed } from '../src/server/merchant/testing/createMerchantTestbed'
import { testTerms } from '../src/server/merchant/testing/testTerms'

const events = Number(process.env.MERCHANT_BENCH_EVENTS ?? 300)
const concurrent = 100
const bed = createMerchantTestbed({ webhooks: false, rateLimits: false })
const db = new PGlite()
await db.waitReady
const fulfilled: string[] = []
const merchant = bed.merchant(db, {
  onOrderPaid: (order) => {
    fulfilled.push(order.reference)
  },
})
await merchant.store.migrate()

/** `count` open orders, each paid by its own request (settled in the simulator); answers the signed deliveries. */
async function paidDeliveries(count: number) {
  const bodies: { reference: string; body: string; signature: string }[] = []
  const paid: { reference: string; requestId: string }[] = []
  for (let n = 0; n < count; n++) {
    const order = await bed.open(merchant)
    paid.push({ reference: order.reference, requestId: await bed.pay(order.reference, { settle: false }) })
  }
  await bed.sim.advance(10_000)
  for (const { reference, requestId } of paid) {
    const body = JSON.stringify({
      event: 'request.status.updated',
      timestamp: bed.now(),
      data: { requestId, status: 'success' },
    })
    bodies.push({
      reference,
      body,
      signature: `sha256=${createHmac('sha256', bed.secret).update(body).digest('hex')}`,
    })
  }
  return bodies
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!
const ms = (x: number) => `${x.toFixed(2)} ms`

// 1. One at a time.
const sequential = await paidDeliveries(events)
const times: number[] = []
const started = performance.now()
for (const d of sequential) {
  const t = performance.now()
  const result = await merchant.webhook.handleBody(d.body, d.signature)
  times.push(performance.now() - t)
  if (result.outcome !== 'paid') throw new Error(`expected paid, got ${result.outcome}`)
}
const elapsed = performance.now() - started
times.sort((a, b) => a - b)
console.log(
  `load average ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')} on ${cpus().length} cores`,
)
console.log(
  `sequential: ${events} success deliveries on PGlite (in memory), each reading the record from the simulator`,
)
console.log(`  p50 ${ms(quantile(times, 0.5))}, p95 ${ms(quantile(times, 0.95))}, max ${ms(times.at(-1)!)}`)
console.log(`  ${(events / (elapsed / 1000)).toFixed(0)} events/s`)
// The same deliveries again: duplicates, answered from the event table without reading the record.
const dupTimes: number[] = []
for (const d of sequential.slice(0, 100)) {
  const t = performance.now()
  const result = await merchant.webhook.handleBody(d.body, d.signature)
  dupTimes.push(performance.now() - t)
  if (result.outcome !== 'duplicate') throw new Error(`expected duplicate, got ${result.outcome}`)
}
dupTimes.sort((a, b) => a - b)
console.log(`  a duplicate: p50 ${ms(quantile(dupTimes, 0.5))}, p95 ${ms(quantile(dupTimes, 0.95))}`)

// 2. 100 at once, each twice.
const burst = await paidDeliveries(concurrent)
const burstStarted = performance.now()
const results = await Promise.all(
  burst.flatMap((d) => [d, d]).map((d) => merchant.webhook.handleBody(d.body, d.signature)),
)
const burstMs = performance.now() - burstStarted
await merchant.fulfil()
const outcomes = results.reduce<Record<string, number>>((acc, r) => {
  acc[`${r.status} ${r.outcome}`] = (acc[`${r.status} ${r.outcome}`] ?? 0) + 1
  return acc
}, {})
const orders = await Promise.all(burst.map((d) => merchant.store.getOrder(d.reference)))
const eventRows = await db.query<{ n: number }>(
  `select count(*)::int as n from crosspay_payment_events where reference = any($1::text[]) and status = 'success'`,
  [burst.map((d) => d.reference)],
)
const burstFulfilled = fulfilled.filter((r) => burst.some((d) => d.reference === r))
console.log(
  `burst: ${concurrent} deliveries sent twice at once (${results.length} calls) in ${burstMs.toFixed(0)} ms`,
)
console.log(`  answers: ${JSON.stringify(outcomes)}`)
console.log(
  `  orders paid: ${orders.filter((o) => o?.state === 'paid').length}/${concurrent}, success events: ${eventRows.rows[0]!.n}, fulfilled: ${burstFulfilled.length} (distinct ${new Set(burstFulfilled).size})`,
)
const ok =
  orders.every((o) => o?.state === 'paid' && o.amount === testTerms.amount) &&
  eventRows.rows[0]!.n === concurrent &&
  burstFulfilled.length === concurrent &&
  new Set(burstFulfilled).size === concurrent &&
  outcomes['200 paid'] === concurrent &&
  outcomes['200 duplicate'] === concurrent
console.log(ok ? 'nothing lost, nothing doubled' : 'LOST OR DOUBLED')
await merchant.stop()
await db.close()
await bed.sim.close()
process.exit(ok ? 0 : 1)
