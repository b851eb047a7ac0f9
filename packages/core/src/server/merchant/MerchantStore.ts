import type { OrderPaymentDecision } from './decideOrderPayment'
import type { MerchantOrder, MerchantOrderState } from './MerchantOrder'
import type { RequestPayment } from './RequestPayment'

/** A new order's terms. */
export type CreateMerchantOrderParameters = Pick<
  MerchantOrder,
  'recipient' | 'chainId' | 'currency' | 'amount' | 'expiresAt'
> & {
  /** Defaults to `order-<12 random hex digits>`. */
  reference?: string
  metadata?: Record<string, unknown>
  /** Defaults to `Date.now()`. */
  now?: number
}

/** What applying a request record did: nothing (a duplicate), or the decision and the order after it. */
export type ApplyPaymentResult =
  | { duplicate: true }
  | { duplicate: false; decision: OrderPaymentDecision; order: MerchantOrder | undefined }

/** A claimed fulfillment: the paid order, and how many times it was claimed (1 on the first attempt). */
export type ClaimedFulfillment = { order: MerchantOrder; attempts: number }

/**
 * The merchant's orders, payment events and fulfillment outbox in one database. Every write that must agree with
 * another happens in one transaction, and duplicates are refused by unique keys and row locks, never by memory in
 * a process: several instances may share the database.
 */
export type MerchantStore = {
  /** Applies the schema's pending migrations. */
  migrate(): Promise<number[]>
  createOrder(parameters: CreateMerchantOrderParameters): Promise<MerchantOrder>
  getOrder(reference: string): Promise<MerchantOrder | undefined>
  /** Newest first. `limit` defaults to 50. */
  listOrders(parameters?: { limit?: number; states?: MerchantOrderState[] }): Promise<MerchantOrder[]>
  /**
   * The checkout's word that `requestId` is about to pay the order (a hint reconciliation asks the service about,
   * never proof of payment), in one transaction with the order locked: `started` when the order is open and has no
   * request, has this one, or has `replace` (a stale one the caller checked moved nothing); `busy` when another
   * request is in flight; `paid`, `closed` (expired or refunded) or `unknown` otherwise. Answers the order after it.
   */
  claimPayment(parameters: {
    reference: string
    requestId: string
    now?: number
    replace?: string
  }): Promise<{
    result: 'started' | 'busy' | 'paid' | 'closed' | 'unknown'
    order: MerchantOrder | undefined
  }>
  /** Detaches `requestId` from the open order `reference` when it is the one in flight; false otherwise. */
  releasePayment(parameters: { reference: string; requestId: string; now?: number }): Promise<boolean>
  /** True when an event with this `requestId` + `status` was applied before. */
  hasEvent(requestId: string, status: string): Promise<boolean>
  /**
   * In one transaction: records the event `payment.requestId` + `status` (unique: a second one is a duplicate and
   * changes nothing), locks the order its reference names, applies {@link decideOrderPayment}'s change and, when it
   * turns paid, writes its fulfillment row.
   */
  applyPayment(parameters: {
    payment: RequestPayment
    /** The status the event is recorded under (the delivery's, or the record's for reconciliation). */
    status: string
    source: 'webhook' | 'reconciliation'
    now: number
  }): Promise<ApplyPaymentResult>
  /** Open orders, oldest first (what reconciliation asks the service about). */
  openOrders(limit?: number): Promise<MerchantOrder[]>
  /** Closes open orders past `expiresAt` with no payment in flight; answers their references. */
  expireOrders(now: number): Promise<string[]>
  /** Claims the oldest fulfillment not done whose lease is free, for `leaseMs`. */
  claimFulfillment(parameters: {
    worker: string
    now: number
    leaseMs: number
  }): Promise<ClaimedFulfillment | undefined>
  /** Marks a claimed fulfillment done; false when this worker no longer holds it. */
  completeFulfillment(reference: string, worker: string, now: number): Promise<boolean>
  /** Gives a claimed fulfillment back after a failure, to be claimed again from `retryAt`. */
  releaseFulfillment(reference: string, worker: string, retryAt: number, error: string): Promise<void>
  /** Counts for tests and monitoring. */
  stats(): Promise<{ orders: number; events: number; fulfillmentsPending: number; fulfillmentsDone: number }>
}
