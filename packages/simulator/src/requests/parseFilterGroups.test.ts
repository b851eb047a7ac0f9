import { describe, expect, test } from 'vitest'
import { createSimulator } from '../app/createSimulator'
import { createTestRequest } from '../lifecycle/createTestRequest'
import type { SimRequest } from '../model/types'
import { createRequestsTestApp } from './createRequestsTestApp'

const T0 = Date.parse('2026-11-01T00:00:00Z')
const { ctx } = createSimulator()
const req = (n: number, o: Partial<SimRequest> = {}) =>
  createTestRequest(ctx, o, { n, createdAt: T0 + n * 60_000 })
const idOf = (n: number) => req(n).id
const filters = (groups: unknown) => `/requests/v3?filters=${encodeURIComponent(JSON.stringify(groups))}`

const fixtures = () => [
  req(1, { originChainId: 8453, status: 'success' }),
  req(2, { originChainId: 10, destinationChainId: 8453, status: 'refund' }),
  req(3, { originChainId: 10, destinationChainId: 8453, status: 'success' }),
  req(4, { originChainId: 792703809, status: 'failure', failReason: 'SLIPPAGE' }),
]

/** `GET path` on a fresh requests app, checked refused with 400; resolves the message of the refusal. */
const refusedMessage = async (path: string): Promise<string | undefined> => {
  const { get } = createRequestsTestApp(fixtures())
  const r = await get(path)
  expect(r.status).toBe(400)
  return r.body.message
}

describe('filters', () => {
  test('behavior: fields inside a group are AND-ed', async () => {
    const { get } = createRequestsTestApp(fixtures())
    expect((await get(filters([{ originChainId: 10, status: 'success' }]))).ids).toEqual([idOf(3)])
  })

  test('behavior: groups are OR-ed', async () => {
    const { get } = createRequestsTestApp(fixtures())
    expect((await get(filters([{ status: 'refund' }, { originChainId: 792703809 }]))).ids).toEqual([
      idOf(4),
      idOf(2),
    ])
  })

  test('behavior: not: negates a key', async () => {
    const { get } = createRequestsTestApp(fixtures())
    expect((await get(filters([{ 'not:status': 'success' }]))).ids).toEqual([idOf(4), idOf(2)])
  })

  test('behavior: an array value is OR within the field', async () => {
    const { get } = createRequestsTestApp(fixtures())
    expect((await get(filters([{ originChainId: [8453, 792703809] }]))).ids).toEqual([idOf(4), idOf(1)])
  })

  test('behavior: null is a null-check, not: null is not-empty', async () => {
    const { get } = createRequestsTestApp(fixtures())
    expect((await get(filters([{ failReason: null }]))).ids).toEqual([idOf(3), idOf(2), idOf(1)])
    expect((await get(filters([{ 'not:failReason': null }]))).ids).toEqual([idOf(4)])
  })

  test('behavior: null-check on the composite user (user or sender)', async () => {
    const { get } = createRequestsTestApp([
      req(1),
      req(2, { user: '', sender: '' }),
      req(3, { user: '', sender: '0x5' }),
    ])
    expect((await get(filters([{ user: null }]))).ids).toEqual([idOf(2)])
    expect((await get(filters([{ 'not:user': null }]))).ids).toEqual([idOf(3), idOf(1)])
  })

  test('behavior: null-check on currencyInSymbol and currencyOutSymbol', async () => {
    const noSymbol = { ...req(0).currencyIn, symbol: '' }
    const { get } = createRequestsTestApp([
      req(1),
      req(2, { currencyIn: noSymbol }),
      req(3, { currencyOut: noSymbol }),
    ])
    expect((await get(filters([{ currencyInSymbol: null }]))).ids).toEqual([idOf(2)])
    expect((await get(filters([{ currencyOutSymbol: null }]))).ids).toEqual([idOf(3)])
  })

  test('behavior: top-level parameters still apply with filters', async () => {
    const { get } = createRequestsTestApp(fixtures())
    const r = await get(`${filters([{ status: 'success' }, { status: 'refund' }])}&originChainId=10`)
    expect(r.ids).toEqual([idOf(3), idOf(2)])
  })

  test('behavior: null mixed with values for one key → 400', async () => {
    expect(await refusedMessage(filters([{ failReason: [null, 'SLIPPAGE'] }]))).toContain('failReason')
  })

  test.each(['startTimestamp', 'amountUsdMin', 'fillTimeMax', 'startBlock', 'appFeesAmountUsdMax'])(
    'behavior: range key %s inside a group → 400',
    async (key) => {
      expect(await refusedMessage(filters([{ [key]: 1 }]))).toContain(key)
    },
  )

  test('behavior: features inside a group → 400', async () => {
    expect(await refusedMessage(filters([{ features: 'app_fees' }]))).toContain('features')
  })

  test('behavior: bad JSON, a non-array and unknown keys → 400 naming the problem', async () => {
    const { get } = createRequestsTestApp(fixtures())
    expect((await get('/requests/v3?filters=%7Bnope')).body.message).toContain('JSON')
    expect((await get(filters({ status: 'success' }))).status).toBe(400)
    const unknown = await get(filters([{ colour: 'red' }]))
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toContain('colour')
  })

  test.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'not:__proto__'])(
    'behavior: the Object.prototype name %s is an unknown key → 400 naming it (no 500, not accepted)',
    async (key) => {
      // JSON.parse makes `__proto__` an own key, so the group really carries it
      const message = await refusedMessage(`/requests/v3?filters=${encodeURIComponent(`[{"${key}":1}]`)}`)
      expect(message).toContain(`\`${key}\``)
    },
  )

  test('behavior: EVM hex values compare case-insensitively, SVM base58 values exactly', async () => {
    const svmUser = 'F7p3dFrjRTbtRp8FRF6qHLomXbKRBzpvBLjtQcfcgmNe'
    const evmUser = '0xAbCdEf0000000000000000000000000000000001'
    const { get } = createRequestsTestApp([
      req(1, { user: svmUser, sender: svmUser }),
      req(2, { user: evmUser }),
    ])
    expect((await get(filters([{ user: svmUser }]))).ids).toEqual([idOf(1)])
    expect((await get(filters([{ user: svmUser.toLowerCase() }]))).ids).toEqual([])
    expect((await get(filters([{ user: svmUser.toUpperCase() }]))).ids).toEqual([])
    expect((await get(`/requests/v3?term=${svmUser.toLowerCase()}`)).ids).toEqual([])
    expect((await get(`/requests/v3?term=${svmUser}`)).ids).toEqual([idOf(1)])
    expect((await get(filters([{ user: evmUser.toLowerCase() }]))).ids).toEqual([idOf(2)])
    expect((await get(`/requests/v3?user=${evmUser.toUpperCase().replace('0X', '0x')}`)).ids).toEqual([
      idOf(2),
    ])
  })
})
