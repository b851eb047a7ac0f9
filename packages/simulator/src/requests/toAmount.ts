import type { Currency } from '../model/types'
import { formatAmount } from './formatAmount'
import { toCurrency } from './toCurrency'

/** An amount object `{currency, amount, amountFormatted, amountUsd}` of request records. */
export function toAmount(currency: Currency, amount: string, amountUsd: number) {
  return {
    currency: toCurrency(currency),
    amount,
    amountFormatted: formatAmount(amount, currency),
    amountUsd: amountUsd.toFixed(6),
  }
}
