import { decideOrderPayment } from './decideOrderPayment'
import type { MerchantOrder } from './MerchantOrder'
import type { MerchantSqlClient } from './MerchantSqlClient'
import type { MerchantStore } from './MerchantStore'
import { migrateMerchantStore } from './migrateMerchantStore'

/** Options of {@link createSqlMerchantStore}. */
export type CreateSqlMerchantStoreParameters = {
  /** PGlite as it is, or `fromPgPool(pool)` for any Postgres. */
  client: MerchantSqlClient
}

type OrderRow = {
  reference: string
  recipient: string
  chain_id: number | string | bigint
  currency: string
  amount: string
  state: MerchantOrder['state']
  request_id: string | null
  request_status: string | null
  request_at: number | string | bigint | null
  expires_at: number | string | bigint
  created_at: number | string | bigint
  updated_at: number | string | bigint
  paid_at: number | string | bigint | null
  metadata: Record<string, unknown> | string
}

const toOrder = (row: OrderRow): MerchantOrder => ({
  reference: row.reference,
  recipient: row.recipient,
  chainId: Number(row.chain_id),
  currency: row.currency,
  amount: row.amount,
  state: row.state,
  requestId: row.request_id,
  requestStatus: row.request_status,
  requestAt: row.request_at === null ? null : Number(row.request_at),
  expiresAt: Number(row.expires_at),
  createdAt: Number(row.created_at),
  updatedAt: Number(row.updated_at),
  paidAt: row.paid_at === null ? null : Number(row.paid_at),
  metadata: typeof row.metadata === 'string' ? JSON.parse(row.metadata) : row.metadata,
})

const randomReference = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(6))
  return `order-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
}

/**
 * The merchant store on SQL (Postgres or PGlite, the same statements). Every method runs in a transaction, reads
 * included: over a shared PGlite socket a transaction is what keeps one caller's statements together.
 *
 * Guarantees: an event `(requestId, status)` is applied once (unique key, inserted first in the transaction that
 * applies it); the order is locked (`for update`) while its change is decided, so concurrent deliveries of
 * different statuses serialise; the fulfillment row is written in the transaction that marks the order paid
 * (primary key on the order: at most one); a fulfillment is claimed with `for update skip locked` and a lease.
 *
 * @param parameters - The database client.
 * @returns The store (call `migrate()` once before use).
 *
 * @example
 * const store = createSqlMerchantStore({ client: new PGlite('./data/merchant') })
 * await store.migrate()
 */
export function createSqlMerchantStore(parameters: CreateSqlMerchantStoreParameters): MerchantStore {
  const { client } = parameters
  return {
    migrate: () => migrateMerchantStore(client),
    async createOrder(p) {
      const now = p.now ?? Date.now()
      if (!/^[0-9]+$/.test(p.amount))
        throw new Error(`amount must be a whole number of smallest units, got ${p.amount}`)
      const { rows } = await client.transaction((tx) =>
        tx.query<OrderRow>(
          `insert into crosspay_orders (reference, recipient, chain_id, currency, amount, expires_at, created_at, updated_at, metadata)
           values ($1, $2, $3, $4, $5, $6, $7, $7, $8::jsonb) returning *`,
          [
            p.reference ?? randomReference(),
            p.recipient,
            p.chainId,
            p.currency,
            p.amount,
            p.expiresAt,
            now,
            JSON.stringify(p.metadata ?? {}),
          ],
        ),
      )
      return toOrder(rows[0]!)
    },
    async getOrder(reference) {
      const { rows } = await client.transaction((tx) =>
        tx.query<OrderRow>('select * from crosspay_orders where reference = $1', [reference]),
      )
      return rows[0] ? toOrder(rows[0]) : undefined
    },
    async listOrders(p = {}) {
      const states = p.states ?? ['open', 'paid', 'expired', 'refunded']
      const { rows } = await client.transaction((tx) =>
        tx.query<OrderRow>(
          'select * from crosspay_orders where state = any($1::text[]) order by created_at desc, reference limit $2',
          [states, p.limit ?? 50],
        ),
      )
      return rows.map(toOrder)
    },
    claimPayment: ({ reference, requestId, now = Date.now(), replace }) =>
      client.transaction(async (tx) => {
        const { rows } = await tx.query<OrderRow>(
          'select * from crosspay_orders where reference = $1 for update',
          [reference],
        )
        const order = rows[0] ? toOrder(rows[0]) : undefined
        if (!order) return { result: 'unknown' as const, order }
        if (order.state === 'paid') return { result: 'paid' as const, order }
        if (order.state !== 'open') return { result: 'closed' as const, order }
        const current = order.requestId?.toLowerCase()
        if (current === requestId.toLowerCase()) return { result: 'started' as const, order }
        if (current && current !== replace?.toLowerCase()) return { result: 'busy' as const, order }
        const updated = await tx.query<OrderRow>(
          `update crosspay_orders set request_id = $2, request_status = null, request_at = $3, updated_at = $3
           where reference = $1 returning *`,
          [reference, requestId, now],
        )
        return { result: 'started' as const, order: toOrder(updated.rows[0]!) }
      }),
    releasePayment: ({ reference, requestId, now = Date.now() }) =>
      client.transaction(async (tx) => {
        const { rows } = await tx.query<OrderRow>(
          `update crosspay_orders set request_id = null, request_status = null, request_at = null, updated_at = $3
           where reference = $1 and state = 'open' and lower(request_id) = lower($2) returning *`,
          [reference, requestId, now],
        )
        return rows.length > 0
      }),
    async hasEvent(requestId, status) {
      const { rows } = await client.transaction((tx) =>
        tx.query('select 1 from crosspay_payment_events where request_id = $1 and status = $2', [
          requestId,
          status,
        ]),
      )
      return rows.length > 0
    },
    applyPayment: ({ payment, status, source, now }) =>
      client.transaction(async (tx) => {
        const inserted = await tx.query<{ id: unknown }>(
          `insert into crosspay_payment_events (request_id, status, reference, source, outcome, received_at)
           values ($1, $2, $3, $4, 'applying', $5) on conflict (request_id, status) do nothing returning id`,
          [payment.requestId, status, payment.reference, source, now],
        )
        const event = inserted.rows[0]
        if (!event) return { duplicate: true as const }
        const locked = payment.reference
          ? await tx.query<OrderRow>('select * from crosspay_orders where reference = $1 for update', [
              payment.reference,
            ])
          : { rows: [] }
        const before = locked.rows[0] ? toOrder(locked.rows[0]) : undefined
        const decision = decideOrderPayment(before, payment)
        const set = (sql: string, values: unknown[]) =>
          tx.query<OrderRow>(
            `update crosspay_orders set ${sql}, updated_at = $2 where reference = $1 returning *`,
            [before!.reference, now, ...values],
          )
        let after = before
        if (decision.change === 'paid') {
          after = toOrder(
            (
              await set(`state = 'paid', request_id = $3, request_status = $4, paid_at = $2`, [
                payment.requestId,
                payment.status,
              ])
            ).rows[0]!,
          )
          await tx.query(
            'insert into crosspay_fulfillments (reference, request_id, created_at) values ($1, $2, $3) on conflict (reference) do nothing',
            [after.reference, payment.requestId, now],
          )
        } else if (decision.change === 'attach')
          after = toOrder(
            (
              await set('request_id = $3, request_status = $4, request_at = $2', [
                payment.requestId,
                payment.status,
              ])
            ).rows[0]!,
          )
        else if (decision.change === 'detach')
          after = toOrder(
            (await set('request_id = null, request_status = $3, request_at = null', [payment.status]))
              .rows[0]!,
          )
        else if (
          before &&
          before.state === 'open' &&
          before.requestId?.toLowerCase() === payment.requestId.toLowerCase()
        )
          // The order's own request moved (or settled without paying it exactly): note where it stands.
          after = toOrder((await set('request_status = $3', [payment.status])).rows[0]!)
        await tx.query('update crosspay_payment_events set outcome = $2 where id = $1', [
          event.id,
          decision.outcome,
        ])
        return { duplicate: false as const, decision, order: after }
      }),
    async openOrders(limit = 500) {
      const { rows } = await client.transaction((tx) =>
        tx.query<OrderRow>(
          `select * from crosspay_orders where state = 'open' order by created_at, reference limit $1`,
          [limit],
        ),
      )
      return rows.map(toOrder)
    },
    async expireOrders(now) {
      const { rows } = await client.transaction((tx) =>
        tx.query<{ reference: string }>(
          `update crosspay_orders set state = 'expired', updated_at = $1
           where state = 'open' and expires_at <= $1
             and (request_id is null or request_status in ('success', 'failure', 'refund'))
           returning reference`,
          [now],
        ),
      )
      return rows.map((r) => r.reference)
    },
    claimFulfillment: ({ worker, now, leaseMs }) =>
      client.transaction(async (tx) => {
        const claimed = await tx.query<{ reference: string; attempts: number }>(
          `update crosspay_fulfillments set claimed_by = $1, claimed_until = $2, attempts = attempts + 1
           where reference = (
             select reference from crosspay_fulfillments
             where done_at is null and (claimed_until is null or claimed_until <= $3)
             order by created_at, reference limit 1 for update skip locked)
           returning reference, attempts`,
          [worker, now + leaseMs, now],
        )
        const row = claimed.rows[0]
        if (!row) return undefined
        const { rows } = await tx.query<OrderRow>('select * from crosspay_orders where reference = $1', [
          row.reference,
        ])
        return { order: toOrder(rows[0]!), attempts: Number(row.attempts) }
      }),
    async completeFulfillment(reference, worker, now) {
      const { rows } = await client.transaction((tx) =>
        tx.query(
          `update crosspay_fulfillments set done_at = $3, claimed_until = null, last_error = null
           where reference = $1 and claimed_by = $2 and done_at is null returning reference`,
          [reference, worker, now],
        ),
      )
      return rows.length > 0
    },
    async releaseFulfillment(reference, worker, retryAt, error) {
      await client.transaction((tx) =>
        tx.query(
          `update crosspay_fulfillments set claimed_until = $3, last_error = $4
           where reference = $1 and claimed_by = $2 and done_at is null`,
          [reference, worker, retryAt, error.slice(0, 2000)],
        ),
      )
    },
    async stats() {
      const { rows } = await client.transaction((tx) =>
        tx.query<Record<string, number | string>>(
          `select (select count(*) from crosspay_orders) as orders,
                  (select count(*) from crosspay_payment_events) as events,
                  (select count(*) from crosspay_fulfillments where done_at is null) as pending,
                  (select count(*) from crosspay_fulfillments where done_at is not null) as done`,
        ),
      )
      const r = rows[0]!
      return {
        orders: Number(r.orders),
        events: Number(r.events),
        fulfillmentsPending: Number(r.pending),
        fulfillmentsDone: Number(r.done),
      }
    },
  }
}
