import type { SupportedCurrency } from '../model/types'

/** USD price of one whole unit in 6-decimal USD units (bigint), from the price table. */
export function priceUsd6(currency: Pick<SupportedCurrency, 'priceUsd'>): bigint {
  return BigInt(Math.round(currency.priceUsd * 1e6))
}
