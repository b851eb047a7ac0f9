// Two merchant instances sharing one database over the Postgres wire protocol: one PGlite served by
// servePgliteOverWire, each instance on its own `pg` pool (through fromPgPool), as two servers would share one
// Postgres. The simulator delivers every webhook to both at once.

import { servePgliteOverWire } from '@crosspay/test'
import pg from 'pg'
import { describe, expect, test } from 'vitest'
import { fromPgPool } from './fromPgPool'
import { createMerchantTestbed } from './testing/createMerchantTestbed'
import { setupTestDatabases } from './testing/setupTestDatabases'

const { openDatabase, cleanups } = setupTestDatabases()

describe('createMerchant on one database, two instances', () => {
  test('behavior: the same webhook delivered concurrently to both → one event row, one paid, one fulfillment', async () => {
    const db = await openDatabase()
    const server = await servePgliteOverWire(db)
    const pools = [0, 1].map(() => new pg.Pool({ connectionString: server.url, max: 3 }))
    const bed = createMerchantTestbed()
    const [a, b] = pools.map((pool, n) =>
      bed.merchant(fromPgPool(pool), { worker: `instance-${n}`, pollMs: 20, reconcileIntervalMs: 3_600_000 }),
    ) as [ReturnType<typeof bed.merchant>, ReturnType<typeof bed.merchant>]
    cleanups.push(async () => {
      await a.stop()
      await b.stop()
      for (const pool of pools) await pool.end()
      await server.close()
      await db.close()
      await bed.sim.close()
    })
    await a.start()
    await b.start()
    const answers: { instance: string; outcome: string }[] = []
    bed.receiver = async (request) => {
      const body = await request.text()
      const signature = request.headers.get('x-signature')
      const results = await Promise.all([a, b].map((m) => m.webhook.handleBody(body, signature)))
      answers.push(...results.map((r, n) => ({ instance: n ? 'b' : 'a', outcome: r.outcome })))
      return Response.json(
        { outcome: results.map((r) => r.outcome).join(' / ') },
        { status: results[0]!.status },
      )
    }
    const order = await bed.open(a)
    const requestId = await bed.pay(order.reference)
    const [success] = await bed.delivered(requestId, 'success')
    // Every delivery emitted so far answered: the one that paid may be an earlier status's (the clock ran 10 s at
    // once, so its read already saw success) still in flight when the success delivery came back `already final`.
    await bed.settle()
    // And ten more copies of the success delivery, five to each instance, all at once.
    const replays = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        (n % 2 ? a : b).webhook.handleBody(success!.body, success!.signature),
      ),
    )
    // Compared as lists, so a failure shows every answer (the outcomes of both instances, in order).
    expect(replays.map((r) => `${r.status} ${r.outcome}`)).toEqual(Array(10).fill('200 duplicate'))

    // Exactly one answer says 'paid' (two would be a double payment, none a lost answer). A run in CI once recorded
    // none: @electric-sql/pglite-socket interleaved the two pools' statements in PGlite's one session (pglite issue
    // #1046), answering one query with another's rows; servePgliteOverWire keeps each batch and transaction whole.
    expect({ answers, paid: answers.filter((x) => x.outcome === 'paid').length }).toMatchObject({ paid: 1 })
    const events = await pools[0]!.query(
      'select status, count(*)::int as n from crosspay_payment_events where request_id = $1 group by status',
      [requestId],
    )
    expect(events.rows.find((r) => r.status === 'success')).toEqual({ status: 'success', n: 1 })
    expect(events.rows.every((r) => r.n === 1)).toBe(true)
    await expect.poll(async () => (await b.store.stats()).fulfillmentsDone).toBe(1)
    await a.fulfil()
    await b.fulfil()
    expect(bed.fulfilled).toEqual([order.reference])
    expect(await b.store.getOrder(order.reference)).toMatchObject({ state: 'paid', requestId })
  })
})
