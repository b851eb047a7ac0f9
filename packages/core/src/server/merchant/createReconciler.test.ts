// Reconciliation against the simulator (in this process, manual clock) with no webhook delivered at all: what the
// service's records say is applied within one interval; orders past their expiry close.
import { describe, expect, test } from 'vitest'
import { createMerchantTestbed } from './testing/createMerchantTestbed'
import { setupTestDatabases } from './testing/setupTestDatabases'

const { openDatabase, cleanups } = setupTestDatabases()

async function setup(reconcileIntervalMs: number) {
  // No webhook URL: the service never calls the merchant.
  const bed = createMerchantTestbed({ webhooks: false })
  const db = await openDatabase()
  const merchant = bed.merchant(db, { reconcileIntervalMs, pollMs: 50 })
  cleanups.push(async () => {
    await merchant.stop()
    await db.close()
    await bed.sim.close()
  })
  return { bed, merchant }
}

describe('createReconciler', () => {
  test('default: a payment whose webhook never came is marked paid within one interval, and fulfilled once', async () => {
    const { bed, merchant } = await setup(200)
    const order = await bed.open(merchant)
    await merchant.start() // the start-up pass finds nothing yet
    const requestId = await bed.pay(order.reference)
    expect(bed.deliveries).toEqual([])
    // Within an interval (200 ms of real time; generous on a loaded machine) the order is paid and fulfilled.
    await expect
      .poll(async () => (await merchant.store.getOrder(order.reference))?.state, { interval: 50 })
      .toBe('paid')
    expect(await merchant.store.getOrder(order.reference)).toMatchObject({
      requestId,
      requestStatus: 'success',
    })
    await expect.poll(() => bed.fulfilled).toEqual([order.reference])
    // Later passes change nothing: the finding is an event like a delivery, applied once.
    const events = (await merchant.store.stats()).events
    await merchant.reconcile()
    await merchant.reconcile()
    expect((await merchant.store.stats()).events).toBe(events)
    expect(bed.fulfilled).toEqual([order.reference])
  })

  test('behavior: on demand, a request known by id is followed; a short payment leaves the order open', async () => {
    const { bed, merchant } = await setup(60_000)
    await merchant.store.migrate()
    const order = await bed.open(merchant)
    const requestId = await bed.pay(order.reference, { amount: '24000000', settle: false })
    await merchant.store.claimPayment({ reference: order.reference, requestId })
    await bed.sim.advance(10_000)
    const result = await merchant.reconcile()
    expect(result.applied).toEqual({ 'the request does not pay this order exactly': 1 })
    expect(await merchant.store.getOrder(order.reference)).toMatchObject({
      state: 'open',
      requestId,
      requestStatus: 'success',
    })
    expect(bed.fulfilled).toEqual([])
  })

  test('behavior: open orders past their expiry close; one with a payment in flight waits for it', async () => {
    const { bed, merchant } = await setup(60_000)
    await merchant.store.migrate()
    const idle = await bed.open(merchant)
    const paying = await bed.open(merchant)
    const requestId = await bed.pay(paying.reference, { settle: false })
    expect((await merchant.reconcile()).applied).toEqual({ 'payment in flight': 1 })
    await bed.sim.advance(31 * 60_000)
    // The clock passed both expiries; the in-flight one settled meanwhile and is paid, not expired.
    const result = await merchant.reconcile()
    expect(result.expired).toEqual([idle.reference])
    expect(await merchant.store.getOrder(idle.reference)).toMatchObject({ state: 'expired' })
    expect(await merchant.store.getOrder(paying.reference)).toMatchObject({ state: 'paid', requestId })
  })
})
