// Load: anonymous quotes at 200 requests per second from many clients, through app.fetch, with quotes never
// paid: prints, each second, how many requests were answered, how many quotes the store holds and the memory. The
// store stays at or under maxStoredQuotes however long it runs, and memory with it.
// Run: pnpm --filter @crosspay/simulator exec tsx bench/load.bench.ts (LOAD_SECONDS, LOAD_RPS, LOAD_MAX_QUOTES).
import { createSimulator } from '../src/app/createSimulator'
import { testQuoteBody } from '../src/node/testing/testQuoteBody'

const seconds = Number(process.env.LOAD_SECONDS ?? 10)
const rps = Number(process.env.LOAD_RPS ?? 200)
const maxStoredQuotes = Number(process.env.LOAD_MAX_QUOTES ?? 1000)
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`

// Rate limits stay on: each simulated client (its own address) sends well under its 50 quotes a minute.
const sim = createSimulator({ clock: 'realtime', maxStoredQuotes })
const body = JSON.stringify(testQuoteBody())
let sent = 0
const statuses = new Map<number, number>()
const start = performance.now()
const rssStart = process.memoryUsage().rss
let peakRss = rssStart
for (let second = 1; second <= seconds; second++) {
  const batch: Promise<void>[] = []
  for (let i = 0; i < rps; i++) {
    const client = `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`
    sent += 1
    batch.push(
      sim
        .fetch('http://sim/quote/v2', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-sim-client-address': client },
          body,
        })
        .then((r) => {
          statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1)
        }),
    )
  }
  await Promise.all(batch)
  // Pace to `rps` per wall-clock second (when the simulator keeps up).
  const due = start + second * 1000
  if (performance.now() < due) await new Promise((r) => setTimeout(r, due - performance.now()))
  const rss = process.memoryUsage().rss
  peakRss = Math.max(peakRss, rss)
  console.log(
    `t=${second}s sent ${sent}, stored quotes ${sim.ctx.store.size} (max ${maxStoredQuotes}), rss ${mib(rss)}, heap ${mib(process.memoryUsage().heapUsed)}`,
  )
}
const elapsed = (performance.now() - start) / 1000
console.log(
  `load: ${sent} quotes in ${elapsed.toFixed(1)} s (${(sent / elapsed).toFixed(0)} req/s), answers ${JSON.stringify(Object.fromEntries(statuses))}, store ${sim.ctx.store.size} ≤ ${maxStoredQuotes}: ${sim.ctx.store.size <= maxStoredQuotes}, rss ${mib(rssStart)} → peak ${mib(peakRss)}`,
)
await sim.close()
process.exit(sim.ctx.store.size <= maxStoredQuotes ? 0 : 1)
