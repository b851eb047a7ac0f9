import type { SupportedCurrency } from '../model/types'
import { priceUsd6 } from './priceUsd6'

type Priced = Pick<SupportedCurrency, 'priceUsd' | 'decimals'>

/**
 * Converts `amount` of `from` into `to` at the price table's rates, in bigint arithmetic.
 * Rounded down, or up when `ceil`. Zero when `to` has no price.
 */
export function convertAmount(amount: bigint, from: Priced, to: Priced, ceil = false): bigint {
  const num = amount * priceUsd6(from) * 10n ** BigInt(to.decimals)
  const den = priceUsd6(to) * 10n ** BigInt(from.decimals)
  if (den === 0n) return 0n
  return ceil ? (num + den - 1n) / den : num / den
}
