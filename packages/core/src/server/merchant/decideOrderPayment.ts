import type { MerchantOrder } from './MerchantOrder'
import type { RequestPayment, RequestPaymentAmount } from './RequestPayment'

/** What a request record does to an order: the change to write and why (for logs, tests and the event row). */
export type OrderPaymentDecision =
  | { change: 'paid'; outcome: 'paid' }
  | { change: 'attach'; outcome: 'payment in flight' }
  | { change: 'detach'; outcome: 'reopened' }
  | { change: 'status'; outcome: 'status noted' }
  | {
      change: 'none'
      outcome:
        | 'no order for this request'
        | 'already final'
        | 'the request does not pay this order exactly'
        | 'another request is in flight'
        | 'nothing to apply'
    }

/** Statuses of a request still moving (the payment may yet land). */
const inFlight = new Set(['waiting', 'depositing', 'pending', 'submitted', 'delayed'])

/** Equal addresses: an EVM one in any case, a base58 one (Solana) exactly (its case is part of it). */
const same = (a: string | null | undefined, b: string | null | undefined) =>
  Boolean(a && b && (a === b || (/^0x/i.test(a) && a.toLowerCase() === b.toLowerCase())))

/** True when `amount` is exactly the order's token, chain and (when `exact`) amount. */
const matches = (order: MerchantOrder, amount: RequestPaymentAmount | null) =>
  amount !== null &&
  amount.chainId === order.chainId &&
  same(amount.currency, order.currency) &&
  /^[0-9]+$/.test(amount.amount) &&
  BigInt(amount.amount) === BigInt(order.amount)

/**
 * The one rule of what a service record does to an order (pure, a table):
 * - `success` whose recipient is the order's and whose received amount is exactly the order's token, chain and
 *   amount → `paid` (from `open`, or from `expired`: the money arrived); anything less, elsewhere, in another token
 *   or to someone else → no change.
 * - a request in flight for exactly the order's terms (its quote) → attached to an open order with none.
 * - `refund` or `failure` of the order's own request → detached: the order is open for another payment.
 * - an order already `paid`, `refunded` (or `expired`, except by an exact payment) never changes.
 *
 * @param order - The order the record's reference names, or undefined when there is none.
 * @param payment - The service's record (the truth, never a webhook body).
 * @returns The change and its reason.
 *
 * @example
 * decideOrderPayment(order, await reader.byId(requestId)) // { change: 'paid', outcome: 'paid' }
 */
export function decideOrderPayment(
  order: MerchantOrder | undefined,
  payment: RequestPayment,
): OrderPaymentDecision {
  if (!order) return { change: 'none', outcome: 'no order for this request' }
  if (order.state === 'paid' || order.state === 'refunded')
    return { change: 'none', outcome: 'already final' }
  const own = order.requestId !== null && same(order.requestId, payment.requestId)
  const forThisOrder = same(payment.recipient, order.recipient)
  if (payment.status === 'success')
    return forThisOrder && matches(order, payment.received)
      ? { change: 'paid', outcome: 'paid' }
      : { change: 'none', outcome: 'the request does not pay this order exactly' }
  if (order.state !== 'open') return { change: 'none', outcome: 'already final' }
  const ended = payment.status === 'refund' || payment.status === 'failure'
  // The order's own request came back or failed: it is payable again (whatever that request was for).
  if (ended && own) return { change: 'detach', outcome: 'reopened' }
  if (!forThisOrder || !matches(order, payment.quoted))
    return { change: 'none', outcome: 'the request does not pay this order exactly' }
  if (ended) return { change: 'none', outcome: 'nothing to apply' }
  if (!inFlight.has(payment.status)) return { change: 'none', outcome: 'nothing to apply' }
  if (own) return { change: 'status', outcome: 'status noted' }
  return order.requestId === null
    ? { change: 'attach', outcome: 'payment in flight' }
    : { change: 'none', outcome: 'another request is in flight' }
}
