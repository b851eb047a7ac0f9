import type { SimContext } from '../model/SimContext'
import type { SimRequest } from '../model/types'
import { toUsd6 } from '../quote/toUsd6'
import { usd6FromNumber } from '../quote/usd6FromNumber'

/**
 * USD value of a fast fill in 6-decimal USD units: `solverInputCurrencyAmount` (smallest units of the request's
 * input currency) at the price table, rounded down, or else the request's quoted input value.
 */
export function fastFillUsd6(
  ctx: SimContext,
  request: SimRequest,
  solverInputCurrencyAmount?: string,
): bigint {
  if (solverInputCurrencyAmount === undefined) return usd6FromNumber(request.amountInUsd)
  const currency = ctx.currency(request.currencyIn.chainId, request.currencyIn.address)
  if (!currency) return 0n
  return toUsd6(BigInt(solverInputCurrencyAmount), currency)
}
