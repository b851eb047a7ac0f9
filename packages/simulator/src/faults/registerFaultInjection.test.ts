import { describe, expect, test } from 'vitest'
import { createSimulator } from '../app/createSimulator'

type Sim = ReturnType<typeof createSimulator>
const get = (sim: Sim, path: string) => sim.fetch(`http://sim${path}`)
const setFaults = (sim: Sim, faults: unknown, replace = true) =>
  sim.fetch('http://sim/__sim/faults', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ faults, replace }),
  })

describe('fault injection', () => {
  test('default: no rule, normal answers; GET /__sim/faults lists none', async () => {
    const sim = createSimulator()
    expect((await get(sim, '/chains')).status).toBe(200)
    expect(await (await get(sim, '/__sim/faults')).json()).toEqual({ faults: [] })
  })

  test('parameters: status, rateLimit with and without Retry-After, per path and method, `times`', async () => {
    const sim = createSimulator()
    expect(
      (
        await setFaults(sim, [
          { kind: 'status', path: '/chains', status: 502, times: 1 },
          { kind: 'rateLimit', path: '/requests/*', retryAfter: 5, times: 1 },
          { kind: 'rateLimit', path: '/requests/v3', retryAfter: 'Wed, 21 Oct 2026 07:28:00 GMT', times: 1 },
          { kind: 'rateLimit', path: '/requests/v3', times: 1 },
          { kind: 'status', path: '/quote/v2', method: 'GET' },
        ])
      ).status,
    ).toBe(200)
    const first = await get(sim, '/chains')
    expect(first.status).toBe(502)
    expect(await first.json()).toMatchObject({ message: expect.any(String) })
    // Spent after one hit.
    expect((await get(sim, '/chains')).status).toBe(200)
    const limited = await get(sim, '/requests/v3')
    expect([limited.status, limited.headers.get('retry-after')]).toEqual([429, '5'])
    const dated = await get(sim, '/requests/v3')
    expect([dated.status, dated.headers.get('retry-after')]).toEqual([429, 'Wed, 21 Oct 2026 07:28:00 GMT'])
    const bare = await get(sim, '/requests/v3')
    expect([bare.status, bare.headers.get('retry-after')]).toEqual([429, null])
    // A method the rule does not name passes (POST /quote/v2 is answered by the service: 400 for an empty body).
    const quote = await sim.fetch('http://sim/quote/v2', { method: 'POST', body: '{}' })
    expect(quote.status).toBe(400)
    expect((await (await get(sim, '/__sim/faults')).json()).faults).toEqual([
      expect.objectContaining({ kind: 'status', path: '/quote/v2', method: 'GET', hits: 0 }),
    ])
  })

  test('behavior: reset is a network failure (a TypeError, as fetch reports it); truncate and malformed are 200s that do not parse', async () => {
    const sim = createSimulator()
    await setFaults(sim, [
      { kind: 'reset', path: '/chains', times: 1 },
      { kind: 'truncate', path: '/chains', times: 1 },
      { kind: 'malformed', path: '/chains', times: 1 },
    ])
    await expect(get(sim, '/chains')).rejects.toBeInstanceOf(TypeError)
    const truncated = await get(sim, '/chains')
    expect(truncated.status).toBe(200)
    const text = await truncated.text()
    expect(text.startsWith('{"chains":[')).toBe(true)
    expect(() => JSON.parse(text)).toThrow()
    const malformed = await get(sim, '/chains')
    expect(malformed.status).toBe(200)
    expect(malformed.headers.get('content-type')).toMatch(/text\/html/)
    const page = await malformed.text()
    expect(() => JSON.parse(page)).toThrow()
    expect((await get(sim, '/chains')).status).toBe(200)
  })

  test('behavior: hostile records: bidi controls, 10,000-character names, javascript: URLs, decimals -1', async () => {
    const sim = createSimulator()
    await setFaults(sim, [{ kind: 'hostile', path: '/chains', hostile: 'decimals' }])
    const { chains } = (await (await get(sim, '/chains')).json()) as {
      chains: { displayName: string; explorerUrl: string; currency: { symbol: string; decimals: number } }[]
    }
    const chain = chains[0]!
    expect(chain.displayName).toContain('\u202E')
    expect(chain.displayName.length).toBeGreaterThan(10_000)
    expect(chain.explorerUrl).toMatch(/^javascript:/)
    expect(chain.currency.symbol).toMatch(/\u200B/)
    expect(chain.currency.decimals).toBe(-1)
  })

  test('behavior: latency delays the answer; probability hits a seeded share; per chain RPC', async () => {
    const sim = createSimulator()
    await setFaults(sim, [
      { kind: 'latency', path: '/chains', latencyMs: 50, times: 1 },
      { kind: 'status', path: '/__sim/rpc/10', status: 500 },
      { kind: 'status', path: '/intents/status/v3', probability: 0.5 },
    ])
    const started = performance.now()
    expect((await get(sim, '/chains')).status).toBe(200)
    expect(performance.now() - started).toBeGreaterThanOrEqual(45)
    const rpc = (chainId: number) =>
      sim.fetch(`http://sim/__sim/rpc/${chainId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      })
    expect((await rpc(10)).status).toBe(500)
    expect((await rpc(8453)).status).toBe(200)
    const statuses: number[] = []
    for (let i = 0; i < 200; i++) statuses.push((await get(sim, '/intents/status/v3?requestId=0x01')).status)
    const failed = statuses.filter((s) => s === 503).length
    expect(failed).toBeGreaterThan(60)
    expect(failed).toBeLessThan(140)
  })

  test('parameters: a bad rule is refused with the field named; DELETE clears every rule', async () => {
    const sim = createSimulator()
    const bad = await setFaults(sim, [{ kind: 'status', status: 200 }])
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ message: 'faults[0].status must be an integer from 400 to 599' })
    expect((await setFaults(sim, { kind: 'explode' })).status).toBe(400)
    await setFaults(sim, [{ kind: 'status' }])
    expect((await get(sim, '/chains')).status).toBe(503)
    // The controls themselves are never faulted.
    expect((await sim.fetch('http://sim/__sim/faults', { method: 'DELETE' })).status).toBe(200)
    expect((await get(sim, '/chains')).status).toBe(200)
  })

  test('parameters: rpcMethod hits only the JSON-RPC calls of that method (a batch when any call is)', async () => {
    const sim = createSimulator()
    expect(
      (
        await setFaults(sim, [
          { kind: 'status', path: '/__sim/rpc/8453', rpcMethod: 'eth_getTransactionReceipt', times: 2 },
        ])
      ).status,
    ).toBe(200)
    const rpc = (body: unknown) =>
      sim.fetch('http://sim/__sim/rpc/8453', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    const call = (method: string, params: unknown[] = []) => ({ jsonrpc: '2.0', id: 1, method, params })
    const receipt = call('eth_getTransactionReceipt', [`0x${'1'.repeat(64)}`])
    expect((await rpc(call('eth_chainId'))).status).toBe(200)
    expect((await rpc(receipt)).status).toBe(503)
    expect((await rpc([call('eth_chainId'), receipt])).status).toBe(503)
    // Spent: the same read is answered (no such transaction: null).
    const answered = await rpc(receipt)
    expect([answered.status, ((await answered.json()) as { result: unknown }).result]).toEqual([200, null])
    const bad = await setFaults(sim, [{ kind: 'status', rpcMethod: 'eth call' }])
    expect(await bad.json()).toMatchObject({ message: 'faults[0].rpcMethod must be a JSON-RPC method name' })
  })
})
