import { describe, expect, test } from 'vitest'
import { createSimulator } from '../app/createSimulator'
import { createTestRequest } from '../lifecycle/createTestRequest'
import type { SimRequest } from '../model/types'
import { createRequestsTestApp } from './createRequestsTestApp'

const T0 = Date.parse('2026-08-01T00:00:00Z')
const { ctx } = createSimulator()
const req = (n: number, o: Partial<SimRequest> = {}) =>
  createTestRequest(ctx, o, { n, createdAt: T0 + n * 60_000 })
const idOf = (n: number) => req(n).id

const expectDeprecationHeaders = (headers: Headers) => {
  expect(headers.get('deprecation')).toBe(`@${Date.UTC(2026, 6, 22) / 1000}`)
  expect(headers.get('sunset')).toBe('Tue, 24 Nov 2026 00:00:00 GMT')
  const link = headers.get('link') ?? ''
  for (const rel of ['deprecation', 'sunset', 'successor-version']) expect(link).toContain(`rel="${rel}"`)
  expect(headers.get('access-control-expose-headers')).toMatch(/Deprecation.*Sunset.*Link/)
}

describe('GET /requests/v2', () => {
  test('default', async () => {
    const { get } = createRequestsTestApp([req(1), req(2, { status: 'submitted' })], {
      now: '2026-08-15T00:00:00Z',
    })
    const r = await get('/requests/v2', null)
    expect(r.status).toBe(200)
    expectDeprecationHeaders(r.headers)
    expect(r.ids).toEqual([idOf(2), idOf(1)])
    const [delayed, done] = r.body.requests as unknown as {
      status: string
      referrer: string
      data: { inTxs: object[]; failReason: string; metadata: object; expandedPriceImpact: object }
    }[]
    expect(delayed!.status).toBe('delayed')
    expect(done!.data.inTxs[0]).toHaveProperty('hash')
    expect(done!.data.failReason).toBe('N/A')
    expect(done!.data.metadata).toHaveProperty('currencyIn')
    expect(done!.data.expandedPriceImpact).toHaveProperty('relay')
    expect(done!.referrer).toBe('ref-demo')
    expect((r.body as unknown as { deprecation: Record<string, string> }).deprecation).toMatchObject({
      deprecatedAt: '2026-07-22T00:00:00.000Z',
      throttledFrom: '2026-09-01T00:00:00.000Z',
      sunsetAt: '2026-11-24T00:00:00.000Z',
      successor: 'http://sim/requests/v3',
      migrationGuide: expect.stringMatching(/^https:/),
    })
  })

  test('parameters: user, originChainId, destinationChainId, hash, referrer, limit, continuation', async () => {
    const { get } = createRequestsTestApp(
      [req(1), req(2, { originChainId: 10, destinationChainId: 8453, user: '0xabc', referrer: 'x' }), req(3)],
      { now: '2026-08-15T00:00:00Z' },
    )
    expect((await get('/requests/v2?user=0xABC')).ids).toEqual([idOf(2)])
    expect((await get('/requests/v2?originChainId=10')).ids).toEqual([idOf(2)])
    expect((await get('/requests/v2?destinationChainId=10')).ids).toEqual([idOf(3), idOf(1)])
    expect((await get(`/requests/v2?hash=${req(3).outTxs[0]!.txHash}`)).ids).toEqual([idOf(3)])
    expect((await get('/requests/v2?referrer=x')).ids).toEqual([idOf(2)])
    const p1 = await get('/requests/v2?limit=2')
    const p2 = await get(`/requests/v2?limit=2&continuation=${p1.body.continuation}`)
    expect([...p1.ids, ...p2.ids]).toEqual([3, 2, 1].map(idOf))
    const bad = await get('/requests/v2?limit=0')
    expect(bad.status).toBe(400)
    expectDeprecationHeaders(bad.headers)
  })

  test('behavior: an unknown key gets 401 with the deprecation headers', async () => {
    const { get } = createRequestsTestApp([], { now: '2026-08-15T00:00:00Z' })
    const r = await get('/requests/v2', 'bad-key')
    expect(r.status).toBe(401)
    expectDeprecationHeaders(r.headers)
  })

  test('behavior: a 5xx answer carries the deprecation headers too', async () => {
    const broken = req(1, { currencyIn: undefined as unknown as SimRequest['currencyIn'] })
    const { get } = createRequestsTestApp([broken], { now: '2026-08-15T00:00:00Z' })
    const errors = console.error
    console.error = () => {}
    const r = await get('/requests/v2').finally(() => {
      console.error = errors
    })
    expect(r.status).toBe(500)
    expectDeprecationHeaders(r.headers)
  })

  test('behavior: before 1 Sep 2026 there is no extra limit', async () => {
    const { get } = createRequestsTestApp([], { now: '2026-08-31T23:59:00Z' })
    for (let i = 0; i < 130; i++) expect((await get('/requests/v2')).status).toBe(200)
  })

  test.each([
    ['2026-09-10T00:00:00Z', 120],
    ['2026-10-10T00:00:00Z', 60],
    ['2026-11-10T00:00:00Z', 30],
  ])(
    'behavior: from 1 Sep 2026 a per-key limit (%s: %i/min), 429 without Retry-After',
    async (now, limit) => {
      const { sim, get } = createRequestsTestApp([], { now })
      for (let i = 0; i < limit; i++) expect((await get('/requests/v2')).status).toBe(200)
      const over = await get('/requests/v2')
      expect(over.status).toBe(429)
      expect(over.body).toMatchObject({
        message: expect.any(String),
        successor: 'http://sim/requests/v3',
        migrationGuide: expect.any(String),
      })
      expect(over.headers.get('retry-after')).toBeNull()
      expectDeprecationHeaders(over.headers)
      expect((await get('/requests/v2', 'nolink-key')).status).toBe(200) // per key
      await sim.ctx.clock.advance(60_000)
      expect((await get('/requests/v2')).status).toBe(200) // next minute
    },
  )

  test('behavior: a 429 from the global rate limiter carries the deprecation headers too', async () => {
    const { get } = createRequestsTestApp([], {
      now: '2026-08-15T00:00:00Z',
      rateLimits: { anonymousQuote: 50, anonymous: 200, keyed: 1 },
    })
    expect((await get('/requests/v2')).status).toBe(200)
    const limited = await get('/requests/v2')
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBeNull()
    expectDeprecationHeaders(limited.headers)
    // the interface's error table: a v2 429 body is {message, successor, migrationGuide}
    expect(limited.headers.get('content-type')).toContain('application/json')
    expect(limited.body).toMatchObject({
      message: expect.stringContaining('Rate limit'),
      successor: 'http://sim/requests/v3',
      migrationGuide: expect.stringMatching(/^https:\/\//),
    })
  })

  test('behavior: every v2 error body (400, 401) carries successor and migrationGuide', async () => {
    const { get } = createRequestsTestApp([], { now: '2026-08-15T00:00:00Z' })
    for (const [path, key, status] of [
      ['/requests/v2?limit=0', 'demo-key', 400],
      ['/requests/v2', 'who-dis', 401],
    ] as const) {
      const res = await get(path, key)
      expect(res.status).toBe(status)
      expectDeprecationHeaders(res.headers)
      expect(res.body).toMatchObject({
        message: expect.any(String),
        successor: 'http://sim/requests/v3',
        migrationGuide: expect.stringMatching(/^https:\/\//),
      })
    }
  })

  test('behavior: a CORS preflight of /requests/v2 carries the deprecation headers too', async () => {
    const { sim } = createRequestsTestApp([], { now: '2026-08-15T00:00:00Z' })
    const r = await sim.fetch('http://sim/requests/v2', {
      method: 'OPTIONS',
      headers: { origin: 'http://app.test', 'access-control-request-method': 'GET' },
    })
    expect(r.status).toBe(204)
    expectDeprecationHeaders(r.headers)
  })

  test('behavior: from 24 Nov 2026 00:00 UTC it answers 410 with the headers', async () => {
    const before = createRequestsTestApp([], { now: '2026-11-23T23:59:59Z' })
    expect((await before.get('/requests/v2')).status).toBe(200)
    const { get } = createRequestsTestApp([], { now: '2026-11-24T00:00:00Z' })
    const r = await get('/requests/v2')
    expect(r.status).toBe(410)
    expect(r.body).toMatchObject({
      message: expect.any(String),
      successor: expect.any(String),
      migrationGuide: expect.any(String),
    })
    expectDeprecationHeaders(r.headers)
  })
})
