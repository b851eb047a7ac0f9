import { createSimulator, type Simulator } from '@crosspay/simulator'
import { createTestSimulator } from '@crosspay/test'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getRequests } from '../api/getRequests'
import { buildRequestsSearchParams } from './buildRequestsSearchParams'
import type { GetRequestsParameters } from './GetRequestsParameters'
import { requestsParameterRules } from './requestsParameterRules'

type Amount = { currency: { chainId: number; symbol: string }; amountUsd?: string }
type RequestRecord = {
  id: string
  status: string
  createdAt: string
  depositAddress: unknown
  features: string[]
  data: { route: { quoted: { origin: { inputCurrency: Amount }; destination?: { outputCurrency: Amount } } } }
}
type Page = { requests: RequestRecord[]; total?: number; continuation?: string }

let sim: Simulator
beforeAll(() => {
  sim = createSimulator({ history: 200, now: '2026-11-21T00:00:00Z' })
})
afterAll(() => sim.close())

async function list(parameters: GetRequestsParameters): Promise<Page> {
  const response = await sim.fetch(`http://sim/requests/v3?${buildRequestsSearchParams(parameters)}`, {
    headers: { 'x-api-key': 'demo-key' },
  })
  expect(response.status, await response.clone().text()).toBe(200)
  return (await response.json()) as Page
}
const origin = (r: RequestRecord) => r.data.route.quoted.origin.inputCurrency.currency.chainId
const destination = (r: RequestRecord) =>
  (r.data.route.quoted.destination?.outputCurrency ?? r.data.route.quoted.origin.inputCurrency).currency
    .chainId

describe('buildRequestsSearchParams against the simulator', () => {
  test('default', async () => {
    const page = await list({ includeTotal: true })
    expect(page.total).toBe(200)
    expect(page.requests).toHaveLength(20)
  })

  test('behavior: OR groups of chains select either direction', async () => {
    const page = await list({
      filters: [{ originChainId: 8453 }, { destinationChainId: 8453 }],
      limit: 50,
      includeTotal: true,
    })
    expect(page.total).toBeGreaterThan(0)
    expect(page.total).toBeLessThan(200)
    for (const r of page.requests) expect([origin(r), destination(r)]).toContain(8453)
  })

  test('behavior: not: with an array excludes every listed status', async () => {
    const all = await list({ limit: 50, includeTotal: true })
    const page = await list({
      filters: [{ 'not:status': ['refund', 'failure'] }],
      limit: 50,
      includeTotal: true,
    })
    expect(page.total).toBeLessThan(all.total!)
    for (const r of page.requests) expect(['refund', 'failure']).not.toContain(r.status)
  })

  test('behavior: null checks, including on composite and symbol keys', async () => {
    const without = await list({ filters: [{ depositAddress: null }], limit: 50, includeTotal: true })
    const withAddress = await list({
      filters: [{ 'not:depositAddress': null }],
      limit: 50,
      includeTotal: true,
    })
    expect(without.total! + withAddress.total!).toBe(200)
    for (const r of without.requests) expect(r.depositAddress).toBeNull()
    for (const r of withAddress.requests) expect(r.depositAddress).not.toBeNull()
    for (const key of ['user', 'currencyInSymbol', 'currencyOutSymbol'] as const)
      await list({ filters: [{ [`not:${key}`]: null }] })
  })

  test('behavior: the simulator recognises every key the builder lets into a group', async () => {
    for (const key of Object.keys(requestsParameterRules.groupFields)) {
      await list({ filters: [{ [key]: null }] })
      await list({ filters: [{ [`not:${key}`]: null }] })
    }
  })

  test('behavior: top-level status, features, timestamps and sorting', async () => {
    const refunds = await list({ status: 'refund', limit: 50 })
    for (const r of refunds.requests) expect(r.status).toBe('refund')
    const fast = await list({ features: ['fast_fill'], limit: 50 })
    for (const r of fast.requests) expect(r.features).toContain('fast_fill')
    const since = new Date('2026-11-10T00:00:00Z')
    const recent = await list({ startTimestamp: since, limit: 50, includeTotal: true })
    expect(recent.total).toBeLessThan(200)
    for (const r of recent.requests) expect(Date.parse(r.createdAt)).toBeGreaterThanOrEqual(since.getTime())
    const byAmount = await list({ sortBy: 'amountUsd', limit: 50 })
    const amounts = byAmount.requests.map((r) => Number(r.data.route.quoted.origin.inputCurrency.amountUsd))
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b))
  })

  test('behavior: what the builder refuses, the simulator refuses too (400)', async () => {
    const raw: [string, GetRequestsParameters | Record<string, unknown>][] = [
      [`filters=${encodeURIComponent('[{"amountUsdMin":1}]')}`, { filters: [{ amountUsdMin: 1 }] }],
      [`filters=${encodeURIComponent('[{"user":["0x1",null]}]')}`, { filters: [{ user: ['0x1', null] }] }],
      ['limit=51', { limit: 51 }],
      ['sortBy=amount', { sortBy: 'amount' }],
      ['status=waiting', { status: 'waiting' }],
      ['hash=0xabc', { hash: '0xabc' }],
      ['referrer=me', { referrer: 'me' }],
    ]
    for (const [query, parameters] of raw) {
      expect(() => buildRequestsSearchParams(parameters as GetRequestsParameters), query).toThrow()
      const response = await sim.fetch(`http://sim/requests/v3?${query}`, {
        headers: { 'x-api-key': 'demo-key' },
      })
      expect(response.status, query).toBe(400)
    }
  })
})

describe('apiKey in filters groups', () => {
  test('behavior: apiKey is a status / routing field, with values, not: and null-checks', async () => {
    // The seeded history belongs to demo-key, the test client's key.
    const t = createTestSimulator({ history: 12 })
    const total = async (filters: GetRequestsParameters['filters']) =>
      (await getRequests(t.client, { filters, includeTotal: true })).total
    expect(await total([{ apiKey: 'demo-key' }])).toBe(12)
    expect(await total([{ apiKey: ['nolink-key', 'demo-key'] }])).toBe(12)
    expect(await total([{ apiKey: 'nolink-key' }, { 'not:apiKey': 'demo-key' }])).toBe(0)
    expect(await total([{ 'not:apiKey': null }])).toBe(12)
    expect(await total([{ apiKey: null }])).toBe(0)
    await t.close()
  })
})
