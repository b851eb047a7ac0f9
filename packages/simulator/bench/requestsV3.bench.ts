// Benchmark of GET /requests/v3 over 100,000 seeded requests, through app.fetch.
// Run: pnpm --filter @crosspay/simulator bench. Prints plain lines: one per query shape, then overall.
import { createSimulator } from '../src/app/createSimulator'

const count = Number(process.env.BENCH_COUNT ?? 100_000)
const runs = Number(process.env.BENCH_RUNS ?? 60)

const seedStart = performance.now()
const cpuStart = process.cpuUsage()
const sim = createSimulator({ history: count, now: '2026-11-21T00:00:00Z', rateLimits: false })
const cpu = process.cpuUsage(cpuStart)
console.log(
  `seeded ${count} requests in ${Math.round(performance.now() - seedStart)} ms wall, ${Math.round((cpu.user + cpu.system) / 1000)} ms cpu`,
)

// The sorted indexes are built lazily on the first query of each sort field: time that once, apart.
for (const sortBy of ['createdAt', 'updatedAt', 'amountUsd']) {
  const t = performance.now()
  await sim.app.fetch(
    new Request(`http://sim/requests/v3?limit=1&sortBy=${sortBy}`, { headers: { 'x-api-key': 'demo-key' } }),
  )
  console.log(`first ${sortBy} query (builds its sorted index): ${(performance.now() - t).toFixed(2)} ms`)
}

const first = [...sim.ctx.store.values()][123]!
const nowS = Math.floor(sim.ctx.clock.now() / 1000)
const shapes: Record<string, string> = {
  'default page': '',
  'status+chain, sorted by amountUsd': 'status=success&originChainId=8453&sortBy=amountUsd',
  'filters group OR + not:': `filters=${encodeURIComponent(
    JSON.stringify([
      { originChainId: [8453, 10], 'not:status': 'failure' },
      { currencyInSymbol: 'sol', requestType: ['Bridge', 'Call'] },
    ]),
  )}`,
  'time range + updatedAt sort': `startTimestamp=${nowS - 10 * 86400}&endTimestamp=${nowS - 9 * 86400}&sortBy=updatedAt`,
  'amount range + features': 'amountUsdMin=100&amountUsdMax=1000&features=app_fees',
  'user (term index)': `user=${first.user}&limit=50`,
  'rare fail reasons (hash index)': 'failReason=BLOCKED_WALLET&refundFailReason=REFUND_RECIPIENT_IS_VASP',
  'currency pair (full scan, no index)':
    'currencyInSymbol=sol&currencyOutSymbol=eth&currencyOutChainId=7777777',
  'includeTotal + group': `includeTotal=true&filters=${encodeURIComponent(JSON.stringify([{ destinationChainId: 792703809 }]))}`,
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!
const fmt = (n: number) => n.toFixed(2)
const all: number[] = []
for (const [name, query] of Object.entries(shapes)) {
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    // Touch a request between runs so the sorted indexes have work to repair, as in a live simulator.
    if (i % 10 === 0) sim.ctx.store.update(first.id, (r) => void (r.updatedAt += 1))
    const t = performance.now()
    const res = await sim.app.fetch(
      new Request(`http://sim/requests/v3?limit=20&${query}`, { headers: { 'x-api-key': 'demo-key' } }),
    )
    await res.json()
    times.push(performance.now() - t)
    if (res.status !== 200) throw new Error(`${name}: HTTP ${res.status}`)
  }
  times.sort((a, b) => a - b)
  all.push(...times)
  console.log(
    `${name}: p50 ${fmt(pct(times, 0.5))} ms, p95 ${fmt(pct(times, 0.95))} ms, max ${fmt(times.at(-1)!)} ms`,
  )
}
all.sort((a, b) => a - b)
console.log(
  `overall (${all.length} requests): p50 ${fmt(pct(all, 0.5))} ms, p95 ${fmt(pct(all, 0.95))} ms, max ${fmt(all.at(-1)!)} ms`,
)
await sim.close()
