import type { SimContext } from '../model/SimContext'

/**
 * Charges a request's sponsored fees to its API key's sponsor wallet (at fill time, once):
 * `ledger.debitUsd6` draws on the total balance, ignoring fast-fill holds, and the payment is
 * recorded as `sponsorPayment`. No-op without sponsorship, a linked wallet, or a positive total.
 */
export function chargeSponsorship(ctx: SimContext, id: string): void {
  const request = ctx.store.get(id)
  if (!request?.sponsorship || request.sponsorPayment) return
  const usd6 = BigInt(request.sponsorship.sponsoredTotal.amount)
  if (usd6 <= 0n) return
  const wallet = request.apiKey ? ctx.apiKey(request.apiKey)?.sponsorWallet : null
  if (!wallet) return
  const { amount, currency } = ctx.ledger.debitUsd6(wallet, usd6, {
    requestId: request.id,
    at: ctx.clock.now(),
  })
  ctx.store.update(id, (r) => {
    r.sponsorPayment = { amount, address: wallet, chainId: currency.chainId }
  })
  ctx.events.emit('balance.updated', { wallet })
}
