// A merchant server as its own process, for the crash test (createMerchant.crash.test.ts): PGlite in DATA_DIR,
// the service at UPSTREAM, `POST /webhook`, `GET /orders/<reference>`, `GET /stats`. With MODE=hang its
// fulfillment prints `fulfilling <reference>` and never returns (the test kills it there); otherwise it appends the
// reference to LOG and returns. Prints `ready <port>` once it listens.
import { appendFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { PGlite } from '@electric-sql/pglite'
import { createMerchant } from '../createMerchant'

const env = process.env as Record<string, string | undefined>
const need = (name: string) => {
  const value = env[name]
  if (!value) throw new Error(`${name} is not set`)
  return value
}
const db = new PGlite(need('DATA_DIR'))
const merchant = createMerchant({
  client: db,
  upstream: need('UPSTREAM'),
  apiKey: 'demo-key',
  secret: need('SECRET'),
  leaseMs: Number(env.LEASE_MS),
  pollMs: 50,
  reconcileIntervalMs: 3_600_000,
  onOrderPaid: async (order) => {
    if (env.MODE === 'hang') {
      process.stdout.write(`fulfilling ${order.reference}\n`)
      await new Promise(() => {})
    }
    appendFileSync(need('LOG'), `${order.reference}\n`)
  },
})
await merchant.start()
const server = createServer(async (req, res) => {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const url = new URL(req.url ?? '/', 'http://merchant')
  let response: Response
  if (req.method === 'POST' && url.pathname === '/webhook')
    response = await merchant.webhook.handle(
      new Request(url, { method: 'POST', headers: req.headers as HeadersInit, body: Buffer.concat(chunks) }),
    )
  else if (url.pathname.startsWith('/orders/'))
    response = Response.json((await merchant.store.getOrder(url.pathname.slice('/orders/'.length))) ?? null)
  else if (url.pathname === '/stats') response = Response.json(await merchant.store.stats())
  else response = new Response('not found', { status: 404 })
  res.writeHead(response.status, { 'content-type': response.headers.get('content-type') ?? 'text/plain' })
  res.end(Buffer.from(await response.arrayBuffer()))
})
server.listen(0, '127.0.0.1', () => {
  const address = server.address()
  process.stdout.write(`ready ${typeof address === 'object' && address ? address.port : 0}\n`)
})
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.on(signal, async () => {
    server.close()
    await merchant.stop()
    await db.close()
    process.exit(0)
  })
