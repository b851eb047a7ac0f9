// The shop's webhook route against the simulator itself (in this process, virtual chains, manual clock): the
// simulator signs and delivers its status webhooks to the route, whose order turns paid only from a verified,
// fresh, first delivery of a request that paid exactly that order.
import { createHmac } from 'node:crypto'
import { addresses, createSimulator } from '@crosspay/simulator'
import { describe, expect, test, vi } from 'vitest'
import type { ShopOrder } from '../../shared/ShopOrder'
import { createShopRoutes } from './createShopRoutes'

const secret = 'shop-webhook-secret'
const merchant = {
  item: 'Field notebook',
  recipient: '0x000000000000000000000000000000000000c0de' as const,
  chainId: 8453,
  currency: addresses.stablecoin as `0x${string}`,
  amount: '25000000',
}
const sign = (body: string, key = secret) => `sha256=${createHmac('sha256', key).update(body).digest('hex')}`

function setup() {
  const deliveries: { body: string; signature: string; outcome: string }[] = []
  let shop: ReturnType<typeof createShopRoutes> | undefined
  const sim = createSimulator({
    webhooks: { urls: ['http://shop.test/webhook'], secret },
    fetch: async (input, init) => {
      const response = await shop!.fetch(new Request(input, init))
      const body = String(init?.body)
      const signature = new Headers(init?.headers).get('x-signature') ?? ''
      deliveries.push({
        body,
        signature,
        outcome: ((await response.clone().json()) as { outcome: string }).outcome,
      })
      return response
    },
  })
  shop = createShopRoutes({
    upstream: 'http://sim.test',
    apiKey: 'demo-key',
    secret,
    merchant,
    now: () => sim.ctx.clock.now(),
    fetch: (input, init) => sim.fetch(String(input).replace('http://sim.test', 'http://sim'), init),
  })
  const post = (path: string, body: string, signature?: string) =>
    shop!.fetch(
      new Request(`http://shop.test${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(signature ? { 'x-signature': signature } : {}) },
        body,
      }),
    )
  const order = async (id: string) =>
    (await (await shop!.fetch(new Request(`http://shop.test/orders/${id}`))).json()) as ShopOrder
  const open = async () => (await (await post('/orders', '{}')).json()) as ShopOrder
  /** Quotes paying `amount` to the merchant for `reference` from OP, deposits it, and runs the lifecycle. */
  const pay = async (
    reference: string,
    amount = merchant.amount,
    options: { refund?: boolean; announce?: boolean } = {},
  ) => {
    const response = await sim.fetch('http://sim/quote/v2', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': 'demo-key' },
      body: JSON.stringify({
        user: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        originChainId: 10,
        destinationChainId: merchant.chainId,
        originCurrency: addresses.stablecoin,
        destinationCurrency: merchant.currency,
        amount,
        tradeType: 'EXACT_OUTPUT',
        recipient: merchant.recipient,
        referrer: reference,
      }),
    })
    const quote = (await response.json()) as { steps: { requestId: string }[] }
    const requestId = quote.steps[0]!.requestId
    // As the checkout does: the request is announced before anything is sent.
    if (options.announce) await post(`/orders/${reference}/payment`, JSON.stringify({ requestId }))
    if (options.refund) {
      const planned = await sim.fetch('http://sim/__sim/outcome', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ requestId, status: 'refund' }),
      })
      expect(planned.status).toBe(200)
    }
    const deposited = await sim.fetch('http://sim/__sim/deposit', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requestId }),
    })
    expect(deposited.status).toBe(200)
    await sim.ctx.clock.advance(10_000)
    const end = options.refund ? 'refund' : 'success'
    expect(sim.ctx.store.get(requestId)?.status).toBe(end)
    // Deliveries are sent as the statuses change; wait until the last one was answered.
    await vi.waitFor(() => expect(deliveries.some((d) => d.body.includes(`"status":"${end}"`))).toBe(true))
    return requestId
  }
  const del = (path: string) => shop!.fetch(new Request(`http://shop.test${path}`, { method: 'DELETE' }))
  return { sim, deliveries, post, del, order, open, pay }
}

describe('createShopRoutes', () => {
  test('default: the service’s webhook marks the order paid, once, by the request that paid it exactly', async () => {
    const t = setup()
    const created = await t.open()
    expect(created).toMatchObject({ status: 'open', amount: '25000000', item: 'Field notebook' })
    const requestId = await t.pay(created.id)
    const paid = await t.order(created.id)
    expect(paid).toMatchObject({ status: 'paid', paidBy: requestId })
    expect(t.deliveries.map((d) => d.outcome)).toContain('paid')
    expect(t.deliveries.filter((d) => d.outcome === 'paid')).toHaveLength(1)
  })

  test('behavior: a replayed delivery changes nothing; a stale one is refused', async () => {
    const t = setup()
    const created = await t.open()
    await t.pay(created.id)
    const paid = await t.order(created.id)
    const success = t.deliveries.find((d) => d.outcome === 'paid')!
    const replay = await t.post('/webhook', success.body, success.signature)
    expect(replay.status).toBe(200)
    expect(await replay.json()).toEqual({ outcome: 'duplicate' })
    await t.sim.ctx.clock.advance(6 * 60_000)
    const late = await t.post('/webhook', success.body, success.signature)
    expect(late.status).toBe(400)
    expect(await late.json()).toEqual({ outcome: 'stale timestamp' })
    expect(await t.order(created.id)).toEqual(paid)
  })

  test('behavior: a forged delivery changes nothing', async () => {
    const t = setup()
    const created = await t.open()
    const requestId = await t.pay(created.id, '1000000') // pays 1 USDC, not 25: the order stays open
    expect((await t.order(created.id)).status).toBe('open')
    expect(t.deliveries.map((d) => d.outcome)).toContain('the request does not pay this order exactly')
    const body = JSON.stringify({
      event: 'request.status.updated',
      timestamp: t.sim.ctx.clock.now(),
      data: { requestId, status: 'success', txHashes: ['0x01'] },
    })
    // Unsigned, signed with another secret, or a signature of another body: refused before anything is read.
    for (const signature of [undefined, sign(body, 'guess'), sign(`${body} `)]) {
      const response = await t.post('/webhook', body, signature)
      expect(response.status).toBe(401)
    }
    // Correctly signed (the secret leaked) but claiming success for a request that paid 1 USDC: the shop reads the
    // service's record of the request itself, and the order stays open.
    const other = JSON.stringify({ ...JSON.parse(body), data: { requestId, status: 'success', extra: 1 } })
    const signed = await t.post('/webhook', other, sign(other))
    expect(await signed.json()).toEqual({ outcome: 'duplicate' })
    expect((await t.order(created.id)).status).toBe('open')
  })

  test('behavior: a payable order is handed out once: a second request is refused while one is in flight or once paid', async () => {
    const t = setup()
    const created = await t.open()
    const hex = (byte: string) => `0x${byte.repeat(32)}`
    const start = (id: string, requestId: string) =>
      t.post(`/orders/${id}/payment`, JSON.stringify({ requestId }))
    const release = (id: string, requestId: string) => t.del(`/orders/${id}/payment/${requestId}`)
    expect((await start(created.id, 'not-a-request')).status).toBe(400)
    const first = await start(created.id, hex('a1'))
    expect(first.status).toBe(200)
    expect(await first.json()).toMatchObject({ status: 'paying', payingWith: hex('a1') })
    expect((await start(created.id, hex('a1'))).status).toBe(200) // the same press again: idempotent
    const second = await start(created.id, hex('b2'))
    expect(second.status).toBe(409)
    expect(await second.json()).toMatchObject({ order: { status: 'paying', payingWith: hex('a1') } })
    // The first request sent nothing (the service lists no deposit of it): its checkout releases the order.
    expect((await release(created.id, hex('a1'))).status).toBe(200)
    expect((await t.order(created.id)).status).toBe('open')
    expect((await start(created.id, hex('b2'))).status).toBe(200)
    // A request that did deposit pays the order; after that no request is accepted, and it cannot be released.
    const paidBy = await t.pay(created.id)
    expect(await t.order(created.id)).toMatchObject({ status: 'paid', paidBy })
    const late = await start(created.id, hex('c3'))
    expect(late.status).toBe(409)
    expect(await late.json()).toMatchObject({ error: 'this order is paid' })
    expect((await release(created.id, paidBy)).status).toBe(409)
    expect((await t.order(created.id)).status).toBe('paid')
  })

  test('behavior: the request in flight is refunded (the service’s record says so): the order is payable again, once', async () => {
    const t = setup()
    const created = await t.open()
    const refunded = await t.pay(created.id, merchant.amount, { refund: true, announce: true })
    expect(t.deliveries.map((d) => d.outcome)).toContain('reopened')
    expect(await t.order(created.id)).toMatchObject({ status: 'open', payingWith: null })
    // The next request pays it.
    const paidBy = await t.pay(created.id, merchant.amount, { announce: true })
    expect(paidBy).not.toBe(refunded)
    expect(await t.order(created.id)).toMatchObject({ status: 'paid', paidBy })
  })
})
