// Any website could drive `pnpm sim`: `/__sim/rpc` relayed `anvil_setBalance` sent as `text/plain` from a foreign
// origin and answered `Access-Control-Allow-Origin: *`; `/__sim/clock` likewise.
import { describe, expect, test } from 'vitest'
import { createSimulator } from '../app/createSimulator'
import { postTestQuote } from '../quote/testing/postTestQuote'

const base = 'http://127.0.0.1:4000'
const attacker = 'http://attacker.test'

function setup(options: Parameters<typeof createSimulator>[0] = {}) {
  const sim = createSimulator({ baseUrl: base, ...options })
  const post = (path: string, body: unknown, headers: Record<string, string>) =>
    sim.fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
  const quoted = async () => (await postTestQuote(sim)).body.steps[0].requestId as string
  const status = async (requestId: string) =>
    (
      (await (await sim.fetch(`${base}/intents/status/v3?requestId=${requestId}`)).json()) as {
        status: string
      }
    ).status
  return { sim, post, quoted, status }
}

describe('registerControlGuard', () => {
  test('security: a foreign page changes nothing through /__sim/*, text/plain or JSON', async () => {
    const { sim, post, quoted, status } = setup()
    const requestId = await quoted()
    const now = sim.ctx.clock.now()
    const balance = { jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [attacker, 'latest'] }
    const controls: [string, unknown][] = [
      ['/__sim/clock', { advanceMs: 3_600_000 }],
      ['/__sim/deposit', { requestId }],
      ['/__sim/outcome', { requestId, status: 'failure', failReason: 'UNKNOWN' }],
      ['/__sim/faults', { faults: { kind: 'http', status: 500 } }],
      ['/__sim/rpc/8453', balance],
    ]
    for (const [path, body] of controls) {
      const simple = await post(path, body, { origin: attacker, 'content-type': 'text/plain' })
      expect(simple.status, path).toBe(403)
      expect(simple.headers.get('access-control-allow-origin'), path).toBeNull()
      const json = await post(path, body, { origin: attacker, 'content-type': 'application/json' })
      expect(json.status, path).toBe(403)
      expect(((await json.json()) as { errorCode: string }).errorCode).toBe('ORIGIN_NOT_ALLOWED')
      const metadata = await post(path, body, {
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/json',
      })
      expect(metadata.status, path).toBe(403)
    }
    // Its own origin's page must send JSON too.
    const plain = await post('/__sim/clock', { advanceMs: 1 }, { origin: base, 'content-type': 'text/plain' })
    expect(plain.status).toBe(415)
    expect(sim.ctx.clock.now()).toBe(now)
    expect(await status(requestId)).toBe('waiting')
    expect(sim.ctx.faults.list()).toEqual([])
    await sim.close()
  })

  test('security: no CORS grant on /__sim/*; the public API keeps its CORS', async () => {
    const { sim } = setup()
    const preflight = await sim.fetch(`${base}/__sim/clock`, {
      method: 'OPTIONS',
      headers: { origin: attacker, 'access-control-request-method': 'POST' },
    })
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    const health = await sim.fetch(`${base}/__sim/health`, { headers: { origin: attacker } })
    expect(health.status).toBe(200)
    expect(health.headers.get('access-control-allow-origin')).toBeNull()
    const chains = await sim.fetch(`${base}/chains`, { headers: { origin: attacker } })
    expect(chains.headers.get('access-control-allow-origin')).toBe('*')
    await sim.close()
  })

  test('default: tests and scripts (no Origin), the own origin and controlOrigins still drive it', async () => {
    const { sim, post } = setup({ controlOrigins: ['http://localhost:6006'] })
    const json = { 'content-type': 'application/json' }
    const now = sim.ctx.clock.now()
    for (const headers of [json, { ...json, origin: base }, { ...json, origin: 'http://localhost:6006' }]) {
      expect((await post('/__sim/clock', { advanceMs: 1000 }, headers)).status).toBe(200)
    }
    expect(sim.ctx.clock.now()).toBe(now + 3000)
    // A listed origin is granted CORS by name (its page can read the answers), never `*`; others get none.
    const preflight = (origin: string) =>
      sim.fetch(`${base}/__sim/rpc/8453`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      })
    const listed = await preflight('http://localhost:6006')
    expect(listed.headers.get('access-control-allow-origin')).toBe('http://localhost:6006')
    expect((await preflight(attacker)).headers.get('access-control-allow-origin')).toBeNull()
    await sim.close()
  })
})
