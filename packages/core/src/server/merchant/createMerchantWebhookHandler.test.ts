// The merchant's webhook handler against the simulator itself (in this process, manual clock): the simulator
// signs and delivers its status webhooks, the handler reads the service's record and writes to PGlite.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { createMerchantTestbed } from './testing/createMerchantTestbed'
import { setupTestDatabases } from './testing/setupTestDatabases'

const { openDatabase, cleanups } = setupTestDatabases()

async function setup(dataDir?: string) {
  const bed = createMerchantTestbed()
  const db = await openDatabase(dataDir)
  const merchant = bed.merchant(db)
  bed.receiver = (request) => merchant.webhook.handle(request)
  cleanups.push(async () => {
    await merchant.stop()
    if (!db.closed) await db.close()
    await bed.sim.close()
  })
  return { bed, db, merchant }
}

describe('createMerchantWebhookHandler', () => {
  test('default: the success delivery marks the order paid by the request that paid it exactly, and fulfils it once', async () => {
    const { bed, merchant } = await setup()
    const order = await bed.open(merchant)
    const requestId = await bed.pay(order.reference)
    await bed.delivered(requestId, 'success', 1)
    // Whichever delivery read the record first applied it (the record was already success): one paid, once.
    expect(bed.deliveries.filter((d) => d.outcome === 'paid')).toHaveLength(1)
    expect(bed.deliveries.every((d) => d.status === 200)).toBe(true)
    expect(await merchant.store.getOrder(order.reference)).toMatchObject({
      state: 'paid',
      requestId,
      requestStatus: 'success',
      paidAt: expect.any(Number),
    })
    // The delivery woke the worker; draining again finds nothing left.
    await merchant.fulfil()
    expect(await merchant.fulfil()).toBe(0)
    expect(bed.fulfilled).toEqual([order.reference])
    expect(await merchant.store.stats()).toMatchObject({ fulfillmentsDone: 1, fulfillmentsPending: 0 })
  })

  test('behavior: a 503 on the record read answers 5xx with nothing marked seen; the service’s retry marks it paid', async () => {
    const { bed, merchant } = await setup()
    const order = await bed.open(merchant)
    const requestId = await bed.pay(order.reference, { settle: false })
    // Every delivery up to `submitted` answered (the order has its request in flight); the next step is success,
    // and the record read fails once, during its delivery.
    await bed.stepUntil(requestId, 'submitted')
    expect(await merchant.store.getOrder(order.reference)).toMatchObject({ state: 'open', requestId })
    await bed.faults([{ path: '/requests/v3', kind: 'status', status: 503, times: 1 }])
    await bed.stepUntil(requestId, 'success')
    await bed.delivered(requestId, 'success', 1)
    expect(bed.deliveriesOf(requestId, 'success')[0]).toMatchObject({ status: 503 })
    expect(await merchant.store.hasEvent(requestId, 'success')).toBe(false)
    expect((await merchant.store.getOrder(order.reference))?.state).toBe('open')
    // The simulator retries a non-2xx delivery after 1 s on its clock.
    await bed.sim.advance(1_000)
    await bed.delivered(requestId, 'success', 2)
    expect(bed.deliveriesOf(requestId, 'success')[1]).toMatchObject({ status: 200, outcome: 'paid' })
    expect(await merchant.store.getOrder(order.reference)).toMatchObject({ state: 'paid', requestId })
  })

  test('behavior: a success that paid less, on another chain, or to someone else leaves the order open', async () => {
    const { bed, merchant } = await setup()
    const cases = [
      { amount: '24999999' },
      { destinationChainId: 10 },
      { recipient: '0x000000000000000000000000000000000000bEEF' },
    ]
    for (const terms of cases) {
      const order = await bed.open(merchant)
      const requestId = await bed.pay(order.reference, terms)
      await bed.delivered(requestId, 'success', 1)
      expect(bed.deliveriesOf(requestId, 'success')[0]).toMatchObject({
        status: 200,
        outcome: 'the request does not pay this order exactly',
      })
      expect(await merchant.store.getOrder(order.reference)).toMatchObject({ state: 'open', paidAt: null })
    }
    expect(await merchant.fulfil()).toBe(0)
    expect(bed.fulfilled).toEqual([])
  })

  test('behavior: forged, stale and malformed deliveries are refused before anything is read', async () => {
    const { bed, merchant } = await setup()
    const order = await bed.open(merchant)
    const requestId = await bed.pay(order.reference, { amount: '1000000' })
    await bed.delivered(requestId, 'success', 1)
    const success = bed.deliveriesOf(requestId, 'success')[0]!
    const reads = bed.sim.fetch.count('/requests/v3')
    const post = (body: string, signature?: string) => merchant.webhook.handleBody(body, signature)
    expect(await post(success.body)).toEqual({ status: 401, outcome: 'bad signature' })
    expect(await post(`${success.body} `, success.signature)).toEqual({
      status: 401,
      outcome: 'bad signature',
    })
    await bed.sim.advance(6 * 60_000)
    expect(await post(success.body, success.signature)).toEqual({ status: 400, outcome: 'stale timestamp' })
    expect(bed.sim.fetch.count('/requests/v3')).toBe(reads)
    expect((await merchant.store.getOrder(order.reference))?.state).toBe('open')
  })

  test('behavior: a replay after a restart is a duplicate and applies nothing', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'crosspay-merchant-'))
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
    const first = await setup(dataDir)
    const order = await first.bed.open(first.merchant)
    const requestId = await first.bed.pay(order.reference)
    await first.bed.delivered(requestId, 'success', 1)
    await first.merchant.fulfil()
    const success = first.bed.deliveriesOf(requestId, 'success')[0]!
    const paid = await first.merchant.store.getOrder(order.reference)
    const before = await first.merchant.store.stats()
    await first.merchant.stop()
    await first.db.close()
    expect(first.db.closed).toBe(true)

    // The same folder, a new process's worth of objects: nothing in memory survives, the database does.
    const db = await openDatabase(dataDir)
    const merchant = first.bed.merchant(db)
    cleanups.push(() => db.close())
    const reads = first.bed.sim.fetch.count('/requests/v3')
    expect(await merchant.webhook.handleBody(success.body, success.signature)).toEqual({
      status: 200,
      outcome: 'duplicate',
    })
    expect(first.bed.sim.fetch.count('/requests/v3')).toBe(reads)
    expect(await merchant.store.getOrder(order.reference)).toEqual(paid)
    expect(await merchant.store.stats()).toEqual(before)
    expect(await merchant.fulfil()).toBe(0)
    expect(first.bed.fulfilled).toEqual([order.reference])
  })
})
