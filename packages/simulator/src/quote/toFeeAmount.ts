import { formatUnits } from 'viem'
import type { FeeAmount, SupportedCurrency } from '../model/types'
import { formatUsd6 } from './formatUsd6'
import { toPublicCurrency } from './toPublicCurrency'
import { toUsd6 } from './toUsd6'

/** `{currency, amount, amountFormatted, amountUsd}` of an amount in smallest units, like the real quote samples. */
export function toFeeAmount(currency: SupportedCurrency, amount: bigint): FeeAmount {
  return {
    currency: toPublicCurrency(currency),
    amount: amount.toString(),
    amountFormatted: formatUnits(amount, currency.decimals),
    amountUsd: formatUsd6(toUsd6(amount, currency)),
  }
}
