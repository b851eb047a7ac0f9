import { describe, expect, test } from 'vitest'
import { createSimulator } from '../app/createSimulator'

type Sim = ReturnType<typeof createSimulator>
const hit = (sim: Sim, method: string, path: string, headers: Record<string, string> = {}) =>
  sim.fetch(`http://sim${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(method === 'POST' ? { body: '{}' } : {}),
  })
/** Sends `n` requests and returns their statuses. */
async function burst(n: number, send: () => Promise<Response>) {
  const statuses: number[] = []
  for (let i = 0; i < n; i++) statuses.push((await send()).status)
  return statuses
}

describe('registerRateLimit', () => {
  test('default', async () => {
    const sim = createSimulator()
    const statuses = await burst(51, () => hit(sim, 'POST', '/quote/v2'))
    expect(statuses.slice(0, 50).every((s) => s !== 429)).toBe(true)
    expect(statuses[50]).toBe(429)
    const res = await hit(sim, 'POST', '/quote/v2')
    expect(res.status).toBe(429)
    expect(res.headers.get('retry-after')).toBeNull()
    expect(await res.json()).toMatchObject({ message: expect.any(String) })
    // The legacy quote path shares the anonymous quote bucket.
    expect((await hit(sim, 'POST', '/quote')).status).toBe(429)
  })

  test('behavior: anonymous non-quote endpoints allow 200 a minute per client', async () => {
    const sim = createSimulator()
    const statuses = await burst(201, () => hit(sim, 'GET', '/chains'))
    expect(statuses.filter((s) => s === 200)).toHaveLength(200)
    expect(statuses[200]).toBe(429)
    // Quotes are a separate bucket; another client has its own.
    expect((await hit(sim, 'POST', '/quote/v2')).status).not.toBe(429)
    expect((await hit(sim, 'GET', '/chains', { 'x-sim-client-address': '10.0.0.2' })).status).toBe(200)
    // X-Forwarded-For is a client's own claim: it never opens a bucket of its own.
    expect((await hit(sim, 'GET', '/chains', { 'x-forwarded-for': '10.0.0.3' })).status).toBe(429)
  })

  test('behavior: a key allows 600 a minute, whatever the endpoint', async () => {
    const sim = createSimulator()
    const key = { 'x-api-key': 'demo-key' }
    const statuses = await burst(600, () => hit(sim, 'POST', '/quote/v2', key))
    expect(statuses.includes(429)).toBe(false)
    expect((await hit(sim, 'GET', '/chains', key)).status).toBe(429)
    expect((await hit(sim, 'GET', '/chains', { authorization: 'Bearer demo-key' })).status).toBe(429)
    expect((await hit(sim, 'GET', '/chains', { 'x-api-key': 'nolink-key' })).status).toBe(200)
  })

  test('behavior: an unknown key is not a bucket of its own: it keeps getting 401, counted as its client', async () => {
    const sim = createSimulator({ rateLimits: { anonymousQuote: 50, anonymous: 3, keyed: 1 } })
    const statuses = await burst(4, () => hit(sim, 'GET', '/requests/v3', { 'x-api-key': 'nope' }))
    expect(statuses).toEqual([401, 401, 401, 429])
    // A configured key still has its own bucket, untouched by the unknown key's requests.
    expect((await hit(sim, 'GET', '/chains', { 'x-api-key': 'demo-key' })).status).toBe(200)
  })

  test('behavior: the window resets after a minute on the sim clock', async () => {
    const sim = createSimulator()
    await burst(50, () => hit(sim, 'POST', '/quote/v2'))
    expect((await hit(sim, 'POST', '/quote/v2')).status).toBe(429)
    await sim.ctx.clock.advance(59_999)
    expect((await hit(sim, 'POST', '/quote/v2')).status).toBe(429)
    await sim.ctx.clock.advance(1)
    expect((await hit(sim, 'POST', '/quote/v2')).status).not.toBe(429)
  })

  test('parameters: rateLimits false and /__sim/* are exempt', async () => {
    const off = createSimulator({ rateLimits: false })
    expect((await burst(300, () => hit(off, 'GET', '/chains'))).includes(429)).toBe(false)
    const sim = createSimulator({ rateLimits: { anonymousQuote: 1, anonymous: 1, keyed: 1 } })
    expect((await burst(5, () => hit(sim, 'GET', '/__sim/health'))).every((s) => s === 200)).toBe(true)
    expect(await burst(2, () => hit(sim, 'GET', '/chains'))).toEqual([200, 429])
  })
})
