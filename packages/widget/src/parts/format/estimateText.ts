import { formatAmountInput } from './formatAmountInput'

/** Fraction digits a swap card shows of a quoted amount (the exact figure stays on `data-exact`). */
export const estimateDigits = 6

/**
 * A quoted amount as the other swap card shows it in its field: as a person would type it in `locale`, no
 * grouping, cut (never rounded) to {@link estimateDigits} fraction digits. Empty without an amount.
 */
export function estimateText(
  amount: string | undefined,
  decimals: number,
  locale: string | undefined,
): string {
  if (amount === undefined || !/^[0-9]+$/.test(amount)) return ''
  const units = BigInt(amount)
  const step = decimals > estimateDigits ? 10n ** BigInt(decimals - estimateDigits) : 1n
  return formatAmountInput(units - (units % step), decimals, locale, false)
}
