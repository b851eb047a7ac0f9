import type { SimRequest } from '../model/types'
import { formatRate } from '../quote/formatRate'

const units = (amount: string) => {
  try {
    return BigInt(amount)
  } catch {
    return 0n
  }
}

/**
 * The `rate` of a request record: `received` (smallest units of the output currency) per quoted input, in
 * whole units, formatted like the quote's `details.rate` (bigint, 12 significant digits, no float
 * artefacts); `'0'` when an amount is missing or not an integer.
 */
export function toRequestRate(r: SimRequest, received: string): string {
  return formatRate(units(r.amountIn), r.currencyIn.decimals, units(received), r.currencyOut.decimals)
}
