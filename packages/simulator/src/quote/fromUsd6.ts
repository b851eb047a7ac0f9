import type { SupportedCurrency } from '../model/types'
import { priceUsd6 } from './priceUsd6'

/** Smallest units of `currency` worth `usd6` (6-decimal USD units); rounded up when `ceil`, else down. */
export function fromUsd6(
  usd6: bigint,
  currency: Pick<SupportedCurrency, 'priceUsd' | 'decimals'>,
  ceil = false,
): bigint {
  const price = priceUsd6(currency)
  if (price === 0n) return 0n
  const num = usd6 * 10n ** BigInt(currency.decimals)
  return ceil ? (num + price - 1n) / price : num / price
}
