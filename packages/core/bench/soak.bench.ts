// Soak: 200 requests tracked at once to their true terminal states through ~20% injected faults on the status
// endpoint (5xx, 429 with Retry-After, connection resets, truncated bodies), with the very status query
// useRequestStatus runs (trackRequest on a QueryClient). Prints the request rate and memory; exits 1 if a tracker
// ends anywhere but where the simulator says its request ended.
// Run: pnpm --filter @crosspay/core exec tsx bench/soak.bench.ts (SOAK_TRACKERS, SOAK_FAULT_RATE to change).
import { createSimulator } from '@crosspay/simulator'
import { testQuoteParameters } from '@crosspay/test'
import { QueryClient } from '@tanstack/react-query'
import { createClient } from '../src/api/createClient'
import { getQuote } from '../src/api/getQuote'
import { trackRequest } from '../src/execution/trackRequest'

const trackers = Number(process.env.SOAK_TRACKERS ?? 200)
const faultRate = Number(process.env.SOAK_FAULT_RATE ?? 0.2)
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`
const path = '/intents/status/v3'
const share = faultRate / 4

const sim = createSimulator({
  clock: 'realtime',
  rateLimits: false,
  timing: { indexMs: 300, submitMs: 300, confirmMs: 500 },
})
let statusCalls = 0
const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  if (new URL(String(input)).pathname === path) statusCalls += 1
  return sim.fetch(input, init)
}
const client = createClient({
  baseUrl: 'http://sim.test',
  apiKey: 'demo-key',
  fetch,
  backoff: { baseMs: 100, maxMs: 2000 },
})
const dev = (route: string, body: unknown) =>
  sim.fetch(`http://sim.test/__sim/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

const outcomes = [
  { status: 'success' },
  { status: 'refund', failReason: 'SOLVER_CAPACITY_EXCEEDED' },
  { status: 'failure', failReason: 'SOLVER_BALANCE_TOO_LOW', refundFailReason: 'MANUAL_REFUND_REQUIRED' },
] as const
const planned = new Map<string, string>()
for (let i = 0; i < trackers; i++) {
  const quote = await getQuote(client, testQuoteParameters)
  const requestId = quote.steps.find((s) => s.requestId)!.requestId!
  const outcome = outcomes[i % outcomes.length]!
  await dev('outcome', { requestId, ...outcome })
  planned.set(requestId, outcome.status)
}
// ~20% of status answers fail, split evenly over four kinds of fault.
sim.ctx.faults.set([
  { kind: 'status', status: 503, path, probability: share },
  { kind: 'rateLimit', retryAfter: 1, path, probability: share / (1 - share) },
  { kind: 'reset', path, probability: share / (1 - 2 * share) },
  { kind: 'truncate', path, probability: share / (1 - 3 * share) },
])
global.gc?.()
const before = process.memoryUsage()
const started = performance.now()
const queryClient = new QueryClient()
const failures: string[] = []
let transientErrors = 0
const ended = await Promise.all(
  [...planned.keys()].map(async (requestId) => {
    await dev('deposit', { requestId })
    return trackRequest(
      { client, queryClient, requestId, signal: new AbortController().signal },
      { intervalMs: 500, backoff: { baseMs: 100, maxMs: 2000 } },
      () => {},
      () => {
        transientErrors += 1
      },
    ).then((result) => ({ requestId, status: result.status }))
  }),
)
const seconds = (performance.now() - started) / 1000
const after = process.memoryUsage()
for (const { requestId, status } of ended) {
  const truth = sim.ctx.store.get(requestId)?.status
  if (status !== planned.get(requestId) || status !== truth)
    failures.push(`${requestId}: tracked ${status}, planned ${planned.get(requestId)}, simulator ${truth}`)
}
const hits = sim.ctx.faults.list().reduce((n, rule) => n + rule.hits, 0)
console.log(`trackers: ${trackers}, reached their true terminal state: ${trackers - failures.length}`)
console.log(
  `status requests: ${statusCalls} in ${seconds.toFixed(1)} s (${(statusCalls / seconds).toFixed(1)} req/s), faults injected: ${hits} (${((100 * hits) / statusCalls).toFixed(1)}%), transient errors seen by trackers: ${transientErrors}`,
)
console.log(
  `memory: rss ${mib(before.rss)} → ${mib(after.rss)}, heap used ${mib(before.heapUsed)} → ${mib(after.heapUsed)}`,
)
await sim.close()
for (const line of failures) console.error(line)
process.exit(failures.length === 0 ? 0 : 1)
