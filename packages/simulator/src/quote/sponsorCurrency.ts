import type { SimContext } from '../model/SimContext'
import type { SupportedCurrency } from '../model/types'

/**
 * The currency of every sponsorship amount: the 6-decimal stablecoin of chain 8453, which funds the app
 * balances and which the ledger debits first. Quotes report `fees.subsidized` in it and request records
 * `data.feeSponsorship.currency`, whatever the request's own currencies are.
 */
export function sponsorCurrency(ctx: Pick<SimContext, 'chain'>): SupportedCurrency | undefined {
  return ctx.chain(8453)?.currencies.find((c) => c.isStablecoin)
}
