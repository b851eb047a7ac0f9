// The demo shop against the simulator itself (in this process, virtual chains, manual clock): the simulator signs
// and delivers its status webhooks to the shop's route; orders live in PGlite (in memory, or in a temp folder when
// a restart is part of the test). An order turns paid only from the service's record of a request that paid
// exactly that order, once, and survives a restart.
import { createHmac } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { addresses, createSimulator } from '@crosspay/simulator'
import { scaleTimeout } from '@crosspay/simulator/node'
import { servePgliteOverWire } from '@crosspay/test'
import { PGlite } from '@electric-sql/pglite'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { ShopOrder } from '../../shared/ShopOrder'
import { createDemoShop, type DemoShop } from './createDemoShop'
import { loadEmptyCluster } from './loadEmptyCluster'
import { shopMerchant } from './shopMerchant'

const secret = 'shop-webhook-secret'
const sign = (body: string, key = secret) => `sha256=${createHmac('sha256', key).update(body).digest('hex')}`
const wait = { timeout: scaleTimeout(15_000), interval: 20 }
const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

function setup(dataDir?: string, databaseUrl?: string) {
  const deliveries: { body: string; signature: string; status: number; outcome: string }[] = []
  let inflight = 0
  const t = { shop: undefined as unknown as DemoShop }
  const sim = createSimulator({
    webhooks: { urls: ['http://shop.test/webhook'], secret },
    fetch: async (input, init) => {
      inflight++
      try {
        const response = await t.shop.routes.fetch(new Request(input, init))
        deliveries.push({
          body: String(init?.body),
          signature: new Headers(init?.headers).get('x-signature') ?? '',
          status: response.status,
          outcome: ((await response.clone().json()) as { outcome: string }).outcome,
        })
        return response
      } finally {
        inflight--
      }
    },
  })
  const openShop = () =>
    createDemoShop({
      upstream: 'http://sim.test',
      apiKey: 'demo-key',
      secret,
      database: { dataDir, databaseUrl },
      now: () => sim.ctx.clock.now(),
      fetch: (input, init) => sim.fetch(String(input).replace('http://sim.test', 'http://sim'), init),
      reconcileIntervalMs: 3_600_000,
      log: () => {},
    })
  t.shop = openShop()
  cleanups.push(async () => {
    await t.shop.close()
    sim.close()
  })
  const post = (path: string, body: string, signature?: string) =>
    t.shop.routes.fetch(
      new Request(`http://shop.test${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(signature ? { 'x-signature': signature } : {}) },
        body,
      }),
    )
  const order = async (id: string) =>
    (await (await t.shop.routes.fetch(new Request(`http://shop.test/orders/${id}`))).json()) as ShopOrder
  const list = async () =>
    (
      (await (await t.shop.routes.fetch(new Request('http://shop.test/orders'))).json()) as {
        orders: ShopOrder[]
      }
    ).orders
  const open = async () => (await (await post('/orders', '{}')).json()) as ShopOrder
  const successes = (requestId: string) =>
    deliveries.filter((d) => d.body.includes(`"requestId":"${requestId}","status":"success"`))
  /** Quotes paying `amount` to the merchant for `reference` from OP and lands the deposit. */
  const quoteAndDeposit = async (
    reference: string,
    amount: string = shopMerchant.amount,
    options: { refund?: boolean; announce?: boolean } = {},
  ) => {
    const response = await sim.fetch('http://sim/quote/v2', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': 'demo-key' },
      body: JSON.stringify({
        user: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        originChainId: 10,
        destinationChainId: shopMerchant.chainId,
        originCurrency: addresses.stablecoin,
        destinationCurrency: shopMerchant.currency,
        amount,
        tradeType: 'EXACT_OUTPUT',
        recipient: shopMerchant.recipient,
        referrer: reference,
      }),
    })
    const requestId = ((await response.json()) as { steps: { requestId: string }[] }).steps[0]!.requestId
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
    return requestId
  }
  /** Runs the lifecycle to success (or the planned refund) and waits until its delivery was answered. */
  const pay = async (
    reference: string,
    amount?: string,
    options: { refund?: boolean; announce?: boolean } = {},
  ) => {
    const requestId = await quoteAndDeposit(reference, amount, options)
    await sim.ctx.clock.advance(10_000)
    const end = options.refund ? 'refund' : 'success'
    expect(sim.ctx.store.get(requestId)?.status).toBe(end)
    await vi.waitFor(
      () =>
        expect(
          deliveries.filter((d) => d.body.includes(`"requestId":"${requestId}","status":"${end}"`)),
        ).toHaveLength(1),
      wait,
    )
    return requestId
  }
  /** Moves the clock 250 ms at a time, each step's deliveries answered, until `requestId` is `status`. */
  const stepUntil = async (requestId: string, status: string) => {
    for (let n = 0; n < 400 && sim.ctx.store.get(requestId)?.status !== status; n++) {
      await sim.ctx.clock.advance(250)
      // A delivery is signed (Web Crypto) before it is sent: let it start, then wait for its answer.
      await new Promise((resolve) => setTimeout(resolve, 20))
      await vi.waitFor(() => expect(inflight).toBe(0), wait)
    }
    expect(sim.ctx.store.get(requestId)?.status).toBe(status)
  }
  /** Closes the shop (its database with it) and opens another on the same folder: a restart. */
  const restart = async () => {
    await t.shop.close()
    t.shop = openShop()
  }
  const del = (path: string) =>
    t.shop.routes.fetch(new Request(`http://shop.test${path}`, { method: 'DELETE' }))
  return {
    sim,
    deliveries,
    post,
    del,
    order,
    list,
    open,
    pay,
    quoteAndDeposit,
    stepUntil,
    successes,
    restart,
  }
}

describe('createDemoShop', () => {
  test('default: the service’s webhook marks the order paid, once, by the request that paid it exactly', async () => {
    const t = setup()
    const created = await t.open()
    expect(created).toMatchObject({
      status: 'open',
      amount: '25000000',
      item: 'Field notebook',
      payingWith: null,
    })
    const requestId = await t.pay(created.id)
    expect(await t.order(created.id)).toMatchObject({ status: 'paid', paidBy: requestId })
    expect(t.deliveries.filter((d) => d.outcome === 'paid')).toHaveLength(1)
    expect(t.deliveries.every((d) => d.status === 200)).toBe(true)
    expect(await t.list()).toEqual([await t.order(created.id)])
  })

  test('behavior: a 503 on the record read during the success delivery answers 5xx; the retry marks the order paid', async () => {
    const t = setup()
    const created = await t.open()
    const requestId = await t.quoteAndDeposit(created.id)
    await t.stepUntil(requestId, 'submitted')
    expect(await t.order(created.id)).toMatchObject({ status: 'paying', payingWith: requestId })
    await t.sim.fetch('http://sim/__sim/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ faults: [{ path: '/requests/v3', kind: 'status', status: 503, times: 1 }] }),
    })
    await t.stepUntil(requestId, 'success')
    await vi.waitFor(() => expect(t.successes(requestId)).toHaveLength(1), wait)
    expect(t.successes(requestId)[0]).toMatchObject({ status: 503 })
    expect((await t.order(created.id)).status).toBe('paying')
    await t.sim.ctx.clock.advance(1_000) // the service retries a failed delivery after 1 s
    await vi.waitFor(() => expect(t.successes(requestId)).toHaveLength(2), wait)
    expect(t.successes(requestId)[1]).toMatchObject({ status: 200, outcome: 'paid' })
    expect(await t.order(created.id)).toMatchObject({ status: 'paid', paidBy: requestId })
  })

  test('behavior: after a restart the orders are the same; a replayed delivery is a duplicate; a stale one is refused', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'crosspay-demo-shop-'))
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
    const t = setup(dataDir)
    const paidOrder = await t.open()
    const openOrder = await t.open()
    await t.pay(paidOrder.id)
    const before = await t.list()
    const success = t.deliveries.find((d) => d.outcome === 'paid')!
    await t.restart()
    expect(await t.list()).toEqual(before)
    const replay = await t.post('/webhook', success.body, success.signature)
    expect(replay.status).toBe(200)
    expect(await replay.json()).toEqual({ outcome: 'duplicate' })
    await t.sim.ctx.clock.advance(6 * 60_000)
    const late = await t.post('/webhook', success.body, success.signature)
    expect(late.status).toBe(400)
    expect(await late.json()).toEqual({ outcome: 'stale timestamp' })
    expect(await t.list()).toEqual(before)
    expect((await t.order(openOrder.id)).status).toBe('open')
  })

  test('behavior: a short payment and a forged delivery change nothing', async () => {
    const t = setup()
    const created = await t.open()
    const requestId = await t.pay(created.id, '1000000') // pays 1 USDC, not 25: the order stays open
    expect((await t.order(created.id)).status).toBe('open')
    expect(t.successes(requestId)[0]?.outcome).toBe('the request does not pay this order exactly')
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
    // service's record of the request itself; that event was applied already, and the order stays open.
    const signed = await t.post('/webhook', body, sign(body))
    expect(await signed.json()).toEqual({ outcome: 'duplicate' })
    expect((await t.order(created.id)).status).toBe('open')
  })

  test('behavior: with a Postgres URL the orders live in that server (pg over the wire), the same schema', async () => {
    // A Postgres server for the test: PGlite behind servePgliteOverWire, which speaks the wire protocol.
    const db = new PGlite({ loadDataDir: await loadEmptyCluster() })
    const server = await servePgliteOverWire(db)
    cleanups.push(async () => {
      await server.close()
      await db.close()
    })
    const t = setup(undefined, server.url)
    const created = await t.open()
    const requestId = await t.pay(created.id)
    expect(await t.order(created.id)).toMatchObject({ status: 'paid', paidBy: requestId })
    const rows = await db.query<{ reference: string; state: string }>(
      'select reference, state from crosspay_orders',
    )
    expect(rows.rows).toEqual([{ reference: created.id, state: 'paid' }])
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
    const refunded = await t.pay(created.id, shopMerchant.amount, { refund: true, announce: true })
    expect(t.deliveries.map((d) => d.outcome)).toContain('reopened')
    expect(await t.order(created.id)).toMatchObject({ status: 'open', payingWith: null })
    // The next request pays it.
    const paidBy = await t.pay(created.id, shopMerchant.amount, { announce: true })
    expect(paidBy).not.toBe(refunded)
    expect(await t.order(created.id)).toMatchObject({ status: 'paid', paidBy })
  })
})
