import { describe, expect, test } from 'vitest'
import type { SimRequest } from '../model/types'
import { createRequestsTestApp } from './createRequestsTestApp'
import { createTestRequest } from './createTestRequest'

const T0 = Date.parse('2026-11-01T00:00:00Z')
const req = (n: number, o: Partial<SimRequest> = {}) => createTestRequest(n, T0 + n * 60_000, o)
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
