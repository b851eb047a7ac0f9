import type { SimContext } from '../model/SimContext'
import type { SimRequest } from '../model/types'

/**
 * Whether the sponsor of a request can pay its sponsored fees now (checked at fill time): true when
 * nothing is sponsored, no wallet is linked, the payment was already made, or the sponsor wallet's
 * total app balance (holds ignored, as for the debit) covers the sponsored total.
 */
export function sponsorCanPay(ctx: SimContext, request: SimRequest): boolean {
  if (!request.sponsorship || request.sponsorPayment) return true
  const usd6 = BigInt(request.sponsorship.sponsoredTotal.amount)
  if (usd6 <= 0n) return true
  const wallet = request.apiKey ? ctx.apiKey(request.apiKey)?.sponsorWallet : null
  if (!wallet) return true
  return ctx.ledger.totalUsd6(wallet) >= usd6
}
