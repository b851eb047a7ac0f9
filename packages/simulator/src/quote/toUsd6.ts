import type { SupportedCurrency } from '../model/types'
import { priceUsd6 } from './priceUsd6'

/** USD value of `amount` (smallest units of `currency`) in 6-decimal USD units, rounded down. */
export function toUsd6(amount: bigint, currency: Pick<SupportedCurrency, 'priceUsd' | 'decimals'>): bigint {
  return (amount * priceUsd6(currency)) / 10n ** BigInt(currency.decimals)
}
