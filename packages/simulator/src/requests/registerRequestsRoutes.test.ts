import { describe, expect, test } from 'vitest'
import { createSimulator } from '../app/createSimulator'
import { createTestRequest } from '../lifecycle/createTestRequest'
import { openDepositAddress } from '../lifecycle/testing/openDepositAddress'
import type { SimRequest } from '../model/types'

const T0 = Date.parse('2026-11-01T00:00:00Z')
const at = (n: number) => T0 + n * 60_000

function setup(requests: SimRequest[]) {
  const sim = createSimulator({ now: '2026-11-21T00:00:00Z', rateLimits: false })
  for (const r of requests) sim.ctx.store.insert(r)
  const get = async (query: string, key: string | null = 'demo-key') => {
    const res = await sim.fetch(`http://sim/requests/v3?${query}`, {
      headers: key ? { 'x-api-key': key } : {},
    })
    const body = (await res.json()) as {
      requests: { id: string; data: Record<string, unknown> }[]
      continuation?: string
      total?: number
      message?: string
    }
    return { status: res.status, body, ids: (body.requests ?? []).map((r) => r.id) }
  }
  return { sim, get }
}

const { ctx } = createSimulator()
const req = (n: number, o: Partial<SimRequest> = {}) => createTestRequest(ctx, o, { n, createdAt: at(n) })
const idOf = (n: number) => req(n).id
const hash = (c: string, n: number) => `0x${c}${n.toString(16).padStart(63, '0')}`

describe('GET /requests/v3', () => {
  test('default', async () => {
    const { get } = setup([req(1), req(2), req(3)])
    const { status, body, ids } = await get('')
    expect(status).toBe(200)
    expect(ids).toEqual([idOf(3), idOf(2), idOf(1)]) // createdAt desc
    expect(body.continuation).toBeUndefined()
    expect(body.total).toBeUndefined()
  })

  test('behavior: x-api-key is required (401), unknown key 401', async () => {
    const { get } = setup([req(1)])
    expect((await get('', null)).status).toBe(401)
    expect((await get('', 'nope')).status).toBe(401)
  })

  test('behavior: a key sees every request; apiKey narrows to one integrator', async () => {
    const { get } = setup([req(1), req(2, { apiKey: 'nolink-key' })])
    expect((await get('', 'nolink-key')).ids).toHaveLength(2)
    expect((await get('apiKey=nolink-key')).ids).toEqual([idOf(2)])
  })

  test.each([
    ['id', idOf(2)],
    ['orderId', idOf(2)],
    ['depositTxHash', hash('b', 2)],
    ['fillTxHash', hash('c', 2)],
  ])('parameters: %s', async (name, value) => {
    const { get } = setup([req(1), req(2), req(3)])
    expect((await get(`${name}=${value.toUpperCase().replace('0X', '0x')}`)).ids).toEqual([idOf(2)])
  })

  test('parameters: refundTxHash matches only refund transactions', async () => {
    const { get } = setup([req(1), req(2, { status: 'refund', failReason: 'SLIPPAGE' })])
    expect((await get(`refundTxHash=${hash('c', 2)}`)).ids).toEqual([idOf(2)])
    expect((await get(`refundTxHash=${hash('c', 1)}`)).ids).toEqual([])
    expect((await get(`fillTxHash=${hash('c', 2)}`)).ids).toEqual([])
  })

  test('behavior: a refund after a fill files the fill under fills and the refund under refunds', async () => {
    const out = req(2).outTxs[0]!
    const refundTx = { ...out, txHash: hash('d', 2), chainId: 8453 }
    const { get } = setup([req(2, { status: 'refund', failReason: 'SLIPPAGE', outTxs: [out, refundTx] })])
    expect((await get(`fillTxHash=${hash('c', 2)}`)).ids).toEqual([idOf(2)])
    expect((await get(`refundTxHash=${hash('c', 2)}`)).ids).toEqual([])
    expect((await get(`refundTxHash=${hash('d', 2)}`)).ids).toEqual([idOf(2)])
    expect((await get(`fillTxHash=${hash('d', 2)}`)).ids).toEqual([])
    const record = (await get(`id=${idOf(2)}`)).body.requests[0] as unknown as {
      protocol: { settlement: { destination: { fills: unknown[]; refunds: unknown[] } } }
    }
    expect(record.protocol.settlement.destination).toEqual({
      fills: [{ chainId: 10, transactionId: hash('c', 2) }],
      refunds: [{ chainId: 8453, transactionId: hash('d', 2) }],
    })
  })

  test('parameters: term matches id, user, sender, recipient, deposit address and every tx hash', async () => {
    const deposit = {
      address: '0xdddd',
      type: 'strict' as const,
      depositor: null,
      depositTxHash: null,
      recoveryAddress: null,
    }
    const { get } = setup([
      req(1),
      req(2, { sender: '0x5e4de7' }),
      req(3, { recipient: '0xaec1' }),
      req(4, { depositAddress: deposit }),
      req(5, { user: '0xa5e5' }),
    ])
    expect((await get(`term=${idOf(1)}`)).ids).toEqual([idOf(1)])
    expect((await get('term=0x5E4DE7')).ids).toEqual([idOf(2)])
    expect((await get('term=0xaec1')).ids).toEqual([idOf(3)])
    expect((await get('term=0xdddd')).ids).toEqual([idOf(4)])
    expect((await get('term=0xa5e5')).ids).toEqual([idOf(5)])
    expect((await get(`term=${hash('b', 1)}`)).ids).toEqual([idOf(1)])
    expect((await get(`term=${hash('c', 3)}`)).ids).toEqual([idOf(3)])
  })

  test.each([
    ['originChainId=10', { originChainId: 10, destinationChainId: 8453 }],
    ['destinationChainId=792703809', { destinationChainId: 792703809 }],
    ['user=0xabc', { user: '0xAbC' }],
    ['recipient=0xbeef', { recipient: '0xBEEF' }],
    ['status=refund', { status: 'refund' as const }],
    ['failReason=SLIPPAGE', { failReason: 'SLIPPAGE' }],
    ['refundFailReason=MANUAL_REFUND_REQUIRED', { refundFailReason: 'MANUAL_REFUND_REQUIRED' }],
    ['requestType=Crosschain%20Swap', { requestType: 'Crosschain Swap' as const }],
    ['currencyInChainId=10', { currencyIn: { ...req(0).currencyIn, chainId: 10 } }],
    ['currencyOutChainId=8453', { currencyOut: { ...req(0).currencyOut, chainId: 8453 } }],
    ['currencyInAddress=0xEEEE', { currencyIn: { ...req(0).currencyIn, address: '0xeeee' } }],
    ['currencyOutAddress=0xffff', { currencyOut: { ...req(0).currencyOut, address: '0xFFFF' } }],
    ['currencyInSymbol=eth', { currencyIn: { ...req(0).currencyIn, symbol: 'ETH' } }],
    ['currencyOutSymbol=Sol', { currencyOut: { ...req(0).currencyOut, symbol: 'SOL' } }],
    [
      'depositAddress=0xd1',
      {
        depositAddress: openDepositAddress('0xD1'),
      },
    ],
  ])('parameters: %s', async (query, overrides) => {
    const { get } = setup([req(1), req(2, overrides), req(3)])
    expect((await get(query)).ids).toEqual([idOf(2)])
  })

  test('parameters: chainId matches either direction', async () => {
    const { get } = setup([
      req(1, { originChainId: 10, destinationChainId: 8453 }),
      req(2),
      req(3, { originChainId: 7777777, destinationChainId: 42161 }),
    ])
    expect((await get('chainId=10')).ids).toEqual([idOf(2), idOf(1)])
  })

  test('parameters: status accepts only success|failure|refund|pending|depositing', async () => {
    const { get } = setup([req(1, { status: 'depositing' })])
    expect((await get('status=depositing')).ids).toEqual([idOf(1)])
    const bad = await get('status=waiting')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain('status')
  })

  test('parameters: startTimestamp/endTimestamp (Unix seconds, inclusive)', async () => {
    const { get } = setup([req(1), req(2), req(3)])
    expect((await get(`startTimestamp=${at(2) / 1000}&endTimestamp=${at(2) / 1000}`)).ids).toEqual([idOf(2)])
    expect((await get(`startTimestamp=${at(2) / 1000}`)).ids).toEqual([idOf(3), idOf(2)])
  })

  test('parameters: startBlock/endBlock (origin deposit block)', async () => {
    const { get } = setup([req(1), req(2), req(3)])
    expect((await get('startBlock=1002&endBlock=1003')).ids).toEqual([idOf(3), idOf(2)])
  })

  test('parameters: amountUsdMin/Max', async () => {
    const { get } = setup([
      req(1, { amountInUsd: 5 }),
      req(2, { amountInUsd: 50 }),
      req(3, { amountInUsd: 500 }),
    ])
    expect((await get('amountUsdMin=10&amountUsdMax=100')).ids).toEqual([idOf(2)])
  })

  test('parameters: appFeesAmountUsdMin/Max', async () => {
    const fee = (usd: string) => [
      { recipient: '0x1', bps: '50', amount: '1', amountFormatted: '1', amountUsd: usd },
    ]
    const { get } = setup([req(1, { appFees: fee('0.5') }), req(2, { appFees: fee('2') }), req(3)])
    expect((await get('appFeesAmountUsdMin=1')).ids).toEqual([idOf(2)])
    expect((await get('appFeesAmountUsdMax=1')).ids).toEqual([idOf(3), idOf(1)])
  })

  test('parameters: fillTimeMin/Max (seconds from deposit to fill)', async () => {
    const base = req(2)
    const slow = { ...base.outTxs[0]!, timestamp: base.inTxs[0]!.timestamp + 300 }
    const { get } = setup([req(1), req(2, { outTxs: [slow] })])
    expect((await get('fillTimeMin=60')).ids).toEqual([idOf(2)])
    expect((await get('fillTimeMax=60')).ids).toEqual([idOf(1)])
  })

  test('parameters: features (comma-separated, all required)', async () => {
    const { get } = setup([
      req(1, { features: ['app_fees'] }),
      req(2, { features: ['app_fees', 'fast_fill'] }),
      req(3),
    ])
    expect((await get('features=app_fees')).ids).toEqual([idOf(2), idOf(1)])
    expect((await get('features=app_fees,fast_fill')).ids).toEqual([idOf(2)])
  })

  test('parameters: includeChildRequests shows regenerated (child) requests', async () => {
    const { get } = setup([req(1, { supersededByRequestId: idOf(2) }), req(2)])
    expect((await get('')).ids).toEqual([idOf(1)])
    expect((await get('includeChildRequests=true')).ids).toEqual([idOf(2), idOf(1)])
  })

  test('parameters: hash and referrer → 400 naming their replacements', async () => {
    const { get } = setup([])
    const h = await get('hash=0x1')
    expect(h.status).toBe(400)
    expect(h.body.message).toMatch(/term.*depositTxHash.*fillTxHash.*refundTxHash/)
    const r = await get('referrer=x')
    expect(r.status).toBe(400)
    expect(r.body.message).toContain('data.referrer')
  })

  test('behavior: a repeated parameter is OR within the field', async () => {
    const { get } = setup([req(1, { status: 'refund' }), req(2, { status: 'failure' }), req(3)])
    expect((await get('status=refund&status=failure')).ids).toEqual([idOf(2), idOf(1)])
  })

  test('behavior: unknown parameters are ignored', async () => {
    const { get } = setup([req(1)])
    expect((await get('whatever=1')).ids).toEqual([idOf(1)])
  })
})

describe('GET /requests/v3 validation', () => {
  test('parameters: privateChainsToInclude takes integer chain ids (no simulated chain is private)', async () => {
    const { get } = setup([req(1)])
    expect((await get('privateChainsToInclude=8453,10')).ids).toEqual([idOf(1)])
    expect((await get('privateChainsToInclude=abc')).status).toBe(400)
  })

  test.each([
    'originChainId=x',
    'startTimestamp=soon',
    'amountUsdMin=lots',
    'includeTotal=yes',
    'startBlock=1.5',
  ])('parameters: %s → 400 naming the parameter', async (query) => {
    const { get } = setup([])
    const r = await get(query)
    expect(r.status).toBe(400)
    expect(r.body.message).toContain(query.split('=')[0])
  })
})
