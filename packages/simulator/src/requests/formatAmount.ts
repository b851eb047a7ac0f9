import { formatUnits } from 'viem'
import type { Currency } from '../model/types'

/** Decimal string of `amount` (smallest units) in whole units of `currency`; '0' when not an integer. */
export function formatAmount(amount: string, currency: Currency): string {
  try {
    return formatUnits(BigInt(amount), currency.decimals)
  } catch {
    return '0'
  }
}
