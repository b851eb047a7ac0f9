import type { Currency, SimRequest, SupportedCurrency } from '../model/types'
import { toUsd6 } from '../quote/toUsd6'
import { usd6ToNumber } from '../quote/usd6ToNumber'
import { normalizeIdentifier } from './normalizeIdentifier'
import { scaleUsd } from './scaleUsd'

/** Looks a supported currency up by chain and address (`SimContext.currency`). */
export type CurrencyLookup = (chainId: number, address: string) => SupportedCurrency | undefined

/**
 * Funds a request actually moved (the indexed deposit, a refund) as a currency object, an amount and
 * its USD value. The request's input currency is recognised directly and valued at the quote's price
 * (so a short deposit is worth proportionally less); another currency (an incorrect deposit currency)
 * is resolved with `lookup` and valued at the price table; an unknown one keeps its chain and address,
 * with symbol `UNKNOWN` and a USD value of 0.
 */
export function describeFunds(
  request: SimRequest,
  funds: { chainId: number; currency: string; amount: string | bigint },
  lookup?: CurrencyLookup,
): { currency: Currency; amount: string; amountUsd: number } {
  const amount = funds.amount.toString()
  const input = request.currencyIn
  if (
    funds.chainId === input.chainId &&
    normalizeIdentifier(funds.currency) === normalizeIdentifier(input.address)
  ) {
    return { currency: input, amount, amountUsd: scaleUsd(request.amountInUsd, request.amountIn, amount) }
  }
  const known = lookup?.(funds.chainId, funds.currency)
  if (known) return { currency: known, amount, amountUsd: usd6ToNumber(toUsd6(BigInt(amount), known)) }
  return {
    currency: {
      chainId: funds.chainId,
      address: funds.currency,
      symbol: 'UNKNOWN',
      name: 'Unknown currency',
      decimals: 0,
    },
    amount,
    amountUsd: 0,
  }
}
