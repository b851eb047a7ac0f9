/** One schema change: applied once, in order, inside a transaction. */
export type MerchantMigration = {
  id: number
  name: string
  /** One statement each (drivers' extended protocol takes one statement at a time). */
  statements: string[]
}

/**
 * The merchant store's schema, as numbered migrations (Postgres 15+ and PGlite run the same SQL). Never edit a
 * released one: append the next.
 *
 * - `crosspay_orders`: one row per order; `state` moves `open → paid | expired | refunded`.
 * - `crosspay_payment_events`: every delivery (or reconciliation finding) applied, unique on
 *   `(request_id, status)`: a second one with the same pair is a duplicate and changes nothing.
 * - `crosspay_fulfillments`: the outbox, one row per paid order, written in the transaction that marks it paid;
 *   workers claim a row for a lease and mark it done once `onOrderPaid` returned.
 */
export const merchantMigrations: readonly MerchantMigration[] = [
  {
    id: 1,
    name: 'orders, payment events, fulfillment outbox',
    statements: [
      "create table crosspay_orders (reference text primary key, recipient text not null, chain_id bigint not null, currency text not null, amount text not null check (amount ~ '^[0-9]+$'), state text not null default 'open' check (state in ('open', 'paid', 'expired', 'refunded')), request_id text, request_status text, expires_at bigint not null, created_at bigint not null, updated_at bigint not null, paid_at bigint, metadata jsonb not null default '{}'::jsonb)",
      "create index crosspay_orders_open on crosspay_orders (created_at) where state = 'open'",
      'create index crosspay_orders_request on crosspay_orders (request_id)',
      "create table crosspay_payment_events (id bigserial primary key, request_id text not null, status text not null, reference text, source text not null check (source in ('webhook', 'reconciliation')), outcome text not null, received_at bigint not null, unique (request_id, status))",
      'create table crosspay_fulfillments (reference text primary key references crosspay_orders (reference), request_id text not null, created_at bigint not null, attempts integer not null default 0, claimed_by text, claimed_until bigint, last_error text, done_at bigint)',
      'create index crosspay_fulfillments_pending on crosspay_fulfillments (created_at) where done_at is null',
    ],
  },
  {
    id: 2,
    name: 'when the request in flight was attached',
    statements: ['alter table crosspay_orders add column request_at bigint'],
  },
]
