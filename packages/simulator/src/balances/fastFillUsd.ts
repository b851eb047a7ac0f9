import { formatUnits } from 'viem'
import type { SimContext } from '../model/SimContext'
import type { SimRequest } from '../model/types'

/**
 * USD value of a fast fill: `solverInputCurrencyAmount` (smallest units of the request's input
 * currency) at the price table, or else the request's quoted input value.
 */
export function fastFillUsd(
  ctx: SimContext,
  request: SimRequest,
  solverInputCurrencyAmount?: string,
): number {
  if (solverInputCurrencyAmount === undefined) return request.amountInUsd
  const currency = ctx.currency(request.currencyIn.chainId, request.currencyIn.address)
  const price = currency?.priceUsd ?? 0
  const usd = Number(formatUnits(BigInt(solverInputCurrencyAmount), request.currencyIn.decimals)) * price
  return Math.round(usd * 1e6) / 1e6
}
