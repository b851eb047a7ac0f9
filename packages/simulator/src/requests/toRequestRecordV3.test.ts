import { describe, expect, test } from 'vitest'
import type { SimRequest } from '../model/types'
import { createRequestsTestApp } from './createRequestsTestApp'
import { createTestRequest } from './createTestRequest'
import { toRequestRecordV3 } from './toRequestRecordV3'

const T0 = Date.parse('2026-11-01T00:00:00Z')
const req = (n: number, o: Partial<SimRequest> = {}) => createTestRequest(n, T0 + n * 60_000, o)

describe('toRequestRecordV3', () => {
  test('default', () => {
    const record = toRequestRecordV3(req(1), { authenticated: false })
    expect(Object.keys(record)).toEqual([
      'id',
      'status',
      'user',
      'sender',
      'recipient',
      'refundTo',
      'depositAddress',
      'requestType',
      'features',
      'supersededByRequestId',
      'data',
      'protocol',
      'createdAt',
      'updatedAt',
    ])
    expect(record.createdAt).toBe('2026-11-01T00:01:00.000Z')
    expect(record.data.inTxs[0]).toMatchObject({ txHash: expect.any(String), block: 1001, chainId: 8453 })
    expect(record.data.inTxs[0]).not.toHaveProperty('hash')
    expect(Object.keys(record.data.fees.quoted)).toEqual([
      'swap',
      'execution',
      'platform',
      'app',
      'sponsored',
    ])
    expect(record.data.fees.quoted.execution).toEqual({
      usd: '0.050000',
      amount: '50000',
      amountFormatted: '0.05',
    })
    expect(record.data.route.actual).toHaveProperty('rate')
    expect(record.data.route.actual.destination?.outputCurrency.amount).toBe('9900000')
    expect(record.data.externalMetadata).toEqual({ partnerId: null })
    expect(record.data.quoteOraclePrice).toBeNull()
    expect(record.protocol.settlement.destination.fills).toHaveLength(1)
    expect(record.data).not.toHaveProperty('referrer')
    expect(record.data).not.toHaveProperty('apiKeyName')
  })

  test('behavior: N/A fail reasons become null', () => {
    const record = toRequestRecordV3(req(1, { failReason: 'N/A', refundFailReason: 'N/A' }), {
      authenticated: false,
    })
    expect(record.data.failReason).toBeNull()
    expect(record.data.refundFailReason).toBeNull()
  })

  test('behavior: same-chain swaps have no destination side; actual falls back to quoted', () => {
    const r = req(1, {
      destinationChainId: 8453,
      requestType: 'Same-chain Swap',
      actualAmountOut: null,
      outTxs: [],
    })
    const route = toRequestRecordV3(r, { authenticated: false }).data.route
    expect(route.quoted).not.toHaveProperty('destination')
    expect(route.actual).not.toHaveProperty('destination')
    expect(route.actual.origin.outputCurrency.amount).toBe(r.amountOut)
  })

  test('behavior: feeSponsorship.actual carries sponsorPayment', () => {
    const seeded = createRequestsTestApp([], { history: 300 })
    const sponsored = [...seeded.sim.ctx.store.values()].find((r) => r.sponsorPayment)!
    const fs = toRequestRecordV3(sponsored, { authenticated: false }).data.feeSponsorship!
    expect(fs.actual.sponsorPayment).toEqual(sponsored.sponsorPayment)
    expect(fs.quoted.components.platform.selected).toBe(true)
  })

  test('behavior: includeAuthenticatedData reveals referrer/apiKeyName/platformFee only to the owning key', async () => {
    const { get } = createRequestsTestApp([
      req(1),
      req(2, { apiKey: 'nolink-key', apiKeyName: null, referrer: 'other' }),
    ])
    const plain = await get('/requests/v3')
    expect(plain.body.requests.every((r) => !('referrer' in r.data))).toBe(true)
    const owner = await get('/requests/v3?includeAuthenticatedData=true')
    const own = owner.body.requests.find((r) => r.id === req(1).id)!
    const foreign = owner.body.requests.find((r) => r.id === req(2).id)!
    expect(own.data).toMatchObject({ referrer: 'ref-demo', apiKeyName: 'Demo integrator' })
    expect(own.data.platformFee).toMatchObject({ usd: '0.050000' })
    expect(foreign.data).not.toHaveProperty('referrer')
    expect(foreign.data).not.toHaveProperty('apiKeyName')
    const other = await get('/requests/v3?includeAuthenticatedData=true', 'nolink-key')
    const theirs = other.body.requests.find((r) => r.id === req(2).id)!
    expect(theirs.data).toMatchObject({ referrer: 'other', apiKeyName: null })
  })
})
