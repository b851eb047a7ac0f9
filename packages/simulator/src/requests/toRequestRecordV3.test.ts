import { describe, expect, test } from 'vitest'
import { createSimulator } from '../app/createSimulator'
import { addresses } from '../config/addresses'
import { createTestRequest } from '../lifecycle/createTestRequest'
import type { SimRequest } from '../model/types'
import { testQuoteBody } from '../node/testing/testQuoteBody'
import { sponsorCurrency } from '../quote/sponsorCurrency'
import { postTestQuote } from '../quote/testing/postTestQuote'
import { createRequestsTestApp } from './createRequestsTestApp'
import { toRequestRecordV3 } from './toRequestRecordV3'

const T0 = Date.parse('2026-11-01T00:00:00Z')
const { ctx } = createSimulator()
const plain = { authenticated: false, sponsorCurrency: sponsorCurrency(ctx) ?? null }
const req = (n: number, o: Partial<SimRequest> = {}) =>
  createTestRequest(ctx, o, { n, createdAt: T0 + n * 60_000 })

describe('toRequestRecordV3', () => {
  test('default', () => {
    const record = toRequestRecordV3(req(1), plain)
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

  test('behavior: actual fees stay unpriced while only an extra deposit was refunded (nothing was charged)', () => {
    const settled = req(1)
    const extraRefund = { ...settled.outTxs[0]!, kind: 'refund' as const, txHash: `0x${'ee'.repeat(32)}` }
    const pending = req(2, { status: 'pending', outTxs: [extraRefund] })
    expect(toRequestRecordV3(pending, plain).data.fees.actual.execution).toEqual({ usd: '0.050000' })
    const refunded = req(3, { status: 'refund', outTxs: [extraRefund] })
    expect(toRequestRecordV3(refunded, plain).data.fees.actual.execution).toHaveProperty('amount')
    expect(toRequestRecordV3(settled, plain).data.fees.actual.execution).toHaveProperty('amount')
  })

  test('behavior: the actual rate is an exact decimal like the quoted rate (no float artefacts)', () => {
    // 98.639056 out for 100 in: a float division gives 0.9863905599999999
    const r = req(1, { amountIn: '100000000', actualAmountOut: '98639056' })
    expect(r.currencyIn.decimals).toBe(6)
    expect(r.currencyOut.decimals).toBe(6)
    expect(toRequestRecordV3(r, plain).data.route.actual.rate).toBe('0.98639056')
    expect(
      toRequestRecordV3(req(2, { amountIn: '3000000', actualAmountOut: '2000000' }), plain).data.route.actual
        .rate,
    ).toBe('0.666666666667')
  })

  test('behavior: N/A fail reasons become null', () => {
    const record = toRequestRecordV3(req(1, { failReason: 'N/A', refundFailReason: 'N/A' }), plain)
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
    const route = toRequestRecordV3(r, plain).data.route
    expect(route.quoted).not.toHaveProperty('destination')
    expect(route.actual).not.toHaveProperty('destination')
    expect(route.actual.origin.outputCurrency.amount).toBe(r.amountOut)
  })

  test('behavior: feeSponsorship.actual carries sponsorPayment', () => {
    const seeded = createRequestsTestApp([], { history: 300 })
    const sponsored = [...seeded.sim.ctx.store.values()].find((r) => r.sponsorPayment)!
    const fs = toRequestRecordV3(sponsored, plain).data.feeSponsorship!
    expect(fs.actual.sponsorPayment).toEqual(sponsored.sponsorPayment)
    expect(fs.quoted.components.platform.selected).toBe(true)
  })

  test('behavior: feeSponsorship.currency is the sponsor stablecoin of fees.subsidized, not the input currency', async () => {
    const { sim, get } = createRequestsTestApp([])
    // a native ETH bridge: its own currencies are 18-decimal ETH, its sponsorship amounts 6-decimal USD
    const quote = await postTestQuote(sim, { subsidizeFees: true })
    expect(quote.status).toBe(200)
    const id = quote.body.steps[0].requestId
    // Listed once its deposit is seen.
    await sim.fetch('http://sim/__sim/deposit', { method: 'POST', body: JSON.stringify({ requestId: id }) })
    const record = (await get(`/requests/v3?id=${id}`)).body.requests[0]!
    const fs = record.data.feeSponsorship as {
      currency: { symbol: string; decimals: number; chainId: number }
    }
    expect(fs.currency).toEqual(quote.body.fees.subsidized.currency)
    expect(fs.currency).toMatchObject({ chainId: 8453, address: addresses.stablecoin, decimals: 6 })
    expect(sim.ctx.store.get(id)!.currencyIn.symbol).toBe('ETH')
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

  test('behavior: deposit, route and refund amounts report what was actually deposited and refunded (v3 and v2)', async () => {
    const sim = createSimulator({ now: '2026-08-01T00:00:00Z', rateLimits: false })
    const quoted = 10_000_000_000_000_000n
    const send = (path: string, body: unknown) =>
      sim.fetch(`http://sim${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': 'demo-key' },
        body: JSON.stringify(body),
      })
    const quote = async () => {
      const res = await send('/quote/v2', testQuoteBody({ amount: quoted.toString() }))
      return ((await res.json()) as { steps: { requestId: string }[] }).steps[0]!.requestId
    }
    // biome-ignore lint/suspicious/noExplicitAny: records read in assertions
    const records = async (id: string): Promise<[any, any]> => {
      const v3 = await (
        await sim.fetch(`http://sim/requests/v3?id=${id}`, { headers: { 'x-api-key': 'demo-key' } })
      ).json()
      const v2 = await (
        await sim.fetch(`http://sim/requests/v2?hash=${sim.ctx.store.get(id)!.inTxs[0]!.txHash}`)
      ).json()
      return [(v3 as { requests: unknown[] }).requests[0], (v2 as { requests: unknown[] }).requests[0]]
    }

    // a short deposit: half of the quoted ETH, refunded in full
    const short = await quote()
    await send('/__sim/deposit', { requestId: short, amount: (quoted / 2n).toString() })
    await sim.ctx.clock.advance(10_000)
    const [v3, v2] = await records(short)
    expect(v3.status).toBe('refund')
    const request = sim.ctx.store.get(short)!
    const half = (quoted / 2n).toString()
    expect(v3.data.refundCurrencyData).toMatchObject({
      currency: { chainId: 8453, address: addresses.native, symbol: 'ETH' },
      amount: half,
      amountUsd: (request.amountInUsd / 2).toFixed(6),
    })
    expect(v2.data.refundCurrencyData).toEqual(v3.data.refundCurrencyData)
    expect(v3.protocol.deposit.origin).toMatchObject({
      amount: half,
      chainId: 8453,
      currency: addresses.native,
    })
    expect(v3.data.route.actual.origin.inputCurrency.amount).toBe(half)
    expect(v3.data.route.quoted.origin.inputCurrency.amount).toBe(quoted.toString())
    const refundTx = request.outTxs.at(-1)!
    expect(v3.protocol.settlement.destination).toEqual({
      fills: [],
      refunds: [{ chainId: 8453, transactionId: refundTx.txHash }],
    })

    // the wrong currency (5 USDC for an ETH quote): the refund is those 5 USDC, valued as USDC
    const wrong = await quote()
    await send('/__sim/deposit', { requestId: wrong, currency: addresses.stablecoin, amount: '5000000' })
    await sim.ctx.clock.advance(10_000)
    const [w3, w2] = await records(wrong)
    expect(w3.data.failReason).toBe('INCORRECT_DEPOSIT_CURRENCY')
    expect(w3.data.refundCurrencyData).toMatchObject({
      currency: { chainId: 8453, address: addresses.stablecoin, symbol: 'USDC', decimals: 6 },
      amount: '5000000',
      amountFormatted: '5',
      amountUsd: '5.000000',
    })
    expect(w3.data.refundCurrencyData.currency).not.toHaveProperty('priceUsd')
    expect(w2.data.refundCurrencyData).toEqual(w3.data.refundCurrencyData)
    expect(w3.data.route.actual.origin.inputCurrency).toMatchObject({
      amount: '5000000',
      currency: { symbol: 'USDC' },
    })
  })

  test('behavior: fills and refunds are classified per transaction by its kind, not by the request status', () => {
    const base = req(3)
    const fill = { ...base.outTxs[0]!, kind: 'fill' as const }
    const refund = { ...fill, txHash: `0x${'d'.repeat(64)}`, chainId: 8453, kind: 'refund' as const }
    // a refunded request whose refund was recorded before a (late) fill: the kinds decide, not the order
    const record = toRequestRecordV3(req(3, { status: 'refund', outTxs: [refund, fill] }), plain)
    expect(record.protocol.settlement.destination).toEqual({
      fills: [{ chainId: 10, transactionId: fill.txHash }],
      refunds: [{ chainId: 8453, transactionId: refund.txHash }],
    })
    // a successful request never files its fill as a refund, and a kind-less fill stays a fill
    const success = toRequestRecordV3(req(4), plain)
    expect(success.protocol.settlement.destination.refunds).toEqual([])
    expect(success.protocol.settlement.destination.fills).toHaveLength(1)
  })
})
