import { describe, expect, test } from 'vitest'
import { createSimulator } from '../app/createSimulator'
import { createTestRequest } from '../lifecycle/createTestRequest'
import type { SimRequest } from '../model/types'
import { createRequestsTestApp } from './createRequestsTestApp'
import { isListed } from './isListed'

const T0 = Date.parse('2026-11-01T00:00:00Z')
const { ctx } = createSimulator()
const req = (n: number, o: Partial<SimRequest> = {}) =>
  createTestRequest(ctx, o, { n, createdAt: T0 + n * 60_000 })
const idOf = (n: number) => req(n).id

describe('queryRequests', () => {
  test('parameters: sortBy updatedAt defaults to desc', async () => {
    const { get } = createRequestsTestApp([req(1, { updatedAt: T0 + 9e6 }), req(2), req(3)])
    expect((await get('/requests/v3?sortBy=updatedAt')).ids).toEqual([idOf(1), idOf(3), idOf(2)])
  })

  test('parameters: sortBy amountUsd defaults to asc; sortDirection overrides', async () => {
    const { get } = createRequestsTestApp([
      req(1, { amountInUsd: 30 }),
      req(2, { amountInUsd: 10 }),
      req(3, { amountInUsd: 20 }),
    ])
    expect((await get('/requests/v3?sortBy=amountUsd')).ids).toEqual([idOf(2), idOf(3), idOf(1)])
    expect((await get('/requests/v3?sortBy=amountUsd&sortDirection=desc')).ids).toEqual([
      idOf(1),
      idOf(3),
      idOf(2),
    ])
    expect((await get('/requests/v3?sortDirection=asc')).ids).toEqual([idOf(1), idOf(2), idOf(3)])
  })

  test('parameters: unknown sortBy or sortDirection → 400', async () => {
    const { get } = createRequestsTestApp([])
    expect((await get('/requests/v3?sortBy=size')).body.message).toContain('sortBy')
    expect((await get('/requests/v3?sortDirection=up')).status).toBe(400)
  })

  test('parameters: limit defaults to 20 and accepts 1–50 only', async () => {
    const { get } = createRequestsTestApp(Array.from({ length: 60 }, (_, i) => req(i + 1)))
    expect((await get('/requests/v3')).ids).toHaveLength(20)
    expect((await get('/requests/v3?limit=50')).ids).toHaveLength(50)
    expect((await get('/requests/v3?limit=1')).ids).toHaveLength(1)
    for (const bad of ['0', '51', '2.5', 'x']) {
      const r = await get(`/requests/v3?limit=${bad}`)
      expect(r.status).toBe(400)
      expect(r.body.message).toContain('limit')
    }
  })

  test('behavior: continuation walks every match once, absent on the last page', async () => {
    const { get } = createRequestsTestApp(Array.from({ length: 7 }, (_, i) => req(i + 1)))
    const seen: string[] = []
    let cont: string | undefined
    let pages = 0
    do {
      const r = await get(`/requests/v3?limit=3${cont ? `&continuation=${cont}` : ''}`)
      seen.push(...r.ids)
      cont = r.body.continuation
      pages++
    } while (cont)
    expect(pages).toBe(3)
    expect(seen).toEqual([7, 6, 5, 4, 3, 2, 1].map(idOf))
  })

  test('behavior: a request inserted between pages causes no duplicate and no skip', async () => {
    const { sim, get } = createRequestsTestApp(Array.from({ length: 6 }, (_, i) => req(i + 1)))
    const first = await get('/requests/v3?limit=3')
    sim.ctx.store.insert(req(100)) // newest: belongs before page 1
    sim.ctx.store.insert(req(50, { createdAt: T0 + 3.5 * 60_000 })) // between 4 and 3: on page 2
    const second = await get(`/requests/v3?limit=3&continuation=${first.body.continuation}`)
    const third = await get(`/requests/v3?limit=3&continuation=${second.body.continuation}`)
    expect(first.ids).toEqual([6, 5, 4].map(idOf))
    expect(second.ids).toEqual([idOf(50), idOf(3), idOf(2)])
    expect(third.ids).toEqual([idOf(1)])
    expect(third.body.continuation).toBeUndefined()
  })

  test('behavior: continuation pages through an indexed (candidate) query too', async () => {
    const many = Array.from({ length: 40 }, (_, i) => req(i + 1, i % 10 === 0 ? { status: 'refund' } : {}))
    const { get } = createRequestsTestApp(many)
    const p1 = await get('/requests/v3?status=refund&limit=3')
    const p2 = await get(`/requests/v3?status=refund&limit=3&continuation=${p1.body.continuation}`)
    expect([...p1.ids, ...p2.ids]).toEqual([31, 21, 11, 1].map(idOf))
    expect(p2.body.continuation).toBeUndefined()
  })

  test('behavior: a malformed continuation, or one for another sort → 400', async () => {
    const { get } = createRequestsTestApp([req(1), req(2)])
    expect((await get('/requests/v3?continuation=garbage')).status).toBe(400)
    const c = (await get('/requests/v3?limit=1')).body.continuation
    expect((await get(`/requests/v3?limit=1&sortBy=amountUsd&continuation=${c}`)).status).toBe(400)
  })

  test('parameters: includeTotal=true adds the exact count, independent of limit and continuation', async () => {
    const { get } = createRequestsTestApp(
      Array.from({ length: 9 }, (_, i) => req(i + 1, i < 5 ? { status: 'refund' } : {})),
    )
    expect((await get('/requests/v3?limit=2')).body.total).toBeUndefined()
    const r = await get('/requests/v3?limit=2&includeTotal=true&status=refund')
    expect(r.body.total).toBe(5)
    const next = await get(
      `/requests/v3?limit=2&includeTotal=true&status=refund&continuation=${r.body.continuation}`,
    )
    expect(next.body.total).toBe(5)
  })
})

describe('queryRequests against a brute-force scan', () => {
  test('behavior: indexed and scanned plans agree with a plain filter over the store', async () => {
    const { sim, get } = createRequestsTestApp([], { history: 3000 })
    const all = [...sim.ctx.store.values()]
      .filter(isListed)
      .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1))
    const sample = all[17]!
    const cases: [string, (r: SimRequest) => boolean][] = [
      [
        `user=${sample.user}`,
        (r) =>
          r.user.toLowerCase() === sample.user.toLowerCase() ||
          r.sender.toLowerCase() === sample.user.toLowerCase(),
      ],
      ['status=refund', (r) => r.status === 'refund'],
      [
        'status=success&originChainId=792703809',
        (r) => r.status === 'success' && r.originChainId === 792703809,
      ],
      [
        'requestType=Call&currencyInSymbol=sol',
        (r) => r.requestType === 'Call' && r.currencyIn.symbol === 'SOL',
      ],
      [
        `filters=${encodeURIComponent(JSON.stringify([{ status: 'failure' }, { failReason: 'SLIPPAGE' }]))}`,
        (r) => r.status === 'failure' || r.failReason === 'SLIPPAGE',
      ],
      [`term=${sample.inTxs[0]?.txHash ?? sample.id}`, (r) => r === sample],
      [
        `startTimestamp=${Math.floor(sample.createdAt / 1000) - 86_400}&endTimestamp=${Math.floor(sample.createdAt / 1000)}&status=success`,
        (r) =>
          r.createdAt >= (Math.floor(sample.createdAt / 1000) - 86_400) * 1000 &&
          r.createdAt <= Math.floor(sample.createdAt / 1000) * 1000 &&
          r.status === 'success',
      ],
      ['amountUsdMin=100&amountUsdMax=120', (r) => r.amountInUsd >= 100 && r.amountInUsd <= 120],
    ]
    for (const [query, keep] of cases) {
      const expected = all.filter(keep).map((r) => r.id)
      const seen: string[] = []
      let cont: string | undefined
      let total: number | undefined
      do {
        const page = await get(
          `/requests/v3?${query}&limit=50&includeTotal=true${cont ? `&continuation=${cont}` : ''}`,
        )
        expect(page.status).toBe(200)
        seen.push(...page.ids)
        total = page.body.total
        cont = page.body.continuation
      } while (cont)
      expect(seen, query).toEqual(expected)
      expect(total, query).toBe(expected.length)
    }
  })
})

describe('queryRequests follows the store', () => {
  test('behavior: updates move a request between status and sort indexes', async () => {
    const { sim, get } = createRequestsTestApp([req(1), req(2), req(3)])
    expect((await get('/requests/v3?sortBy=updatedAt')).ids).toEqual([3, 2, 1].map(idOf))
    sim.ctx.store.update(idOf(1), (r) => {
      r.status = 'refund'
      r.failReason = 'SLIPPAGE'
      r.updatedAt = T0 + 9e6
    })
    expect((await get('/requests/v3?status=refund')).ids).toEqual([idOf(1)])
    expect((await get('/requests/v3?status=success')).ids).toEqual([3, 2].map(idOf))
    expect((await get('/requests/v3?failReason=slippage')).ids).toEqual([idOf(1)])
    expect((await get('/requests/v3?sortBy=updatedAt')).ids).toEqual([1, 3, 2].map(idOf))
  })
})
