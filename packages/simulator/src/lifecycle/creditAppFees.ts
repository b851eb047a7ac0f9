import type { SimContext } from '../model/SimContext'

/** Requests whose app fees were credited, per simulator: a request pays its fees at most once. */
const credited = new WeakMap<SimContext, Set<string>>()

/**
 * A request that reached `success` pays its app fees (decisions.md "app fees earned"): each `appFees` entry's
 * `recipient` is credited with its fee, in the currency it was charged in (the request's input currency), on that
 * wallet's app balance, valued at the price table like any balance. Called once, on the transition to `success`
 * (a refunded or failed request credits nothing); a second call for the same request credits nothing either.
 */
export function creditAppFees(ctx: SimContext, id: string): void {
  const request = ctx.store.get(id)
  if (request?.status !== 'success' || !request.appFees.length) return
  const currency = ctx.currency(request.currencyIn.chainId, request.currencyIn.address)
  if (!currency) return
  let done = credited.get(ctx)
  if (!done) credited.set(ctx, (done = new Set()))
  if (done.has(id.toLowerCase())) return
  done.add(id.toLowerCase())
  for (const fee of request.appFees) {
    const amount = BigInt(fee.amount || '0')
    if (amount <= 0n) continue
    ctx.ledger.credit(fee.recipient, currency, amount, {
      at: ctx.clock.now(),
      requestId: id,
      kind: 'earning',
    })
    ctx.events.emit('balance.updated', { wallet: fee.recipient })
  }
}
