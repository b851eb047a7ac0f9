import { formatDecimalAmount } from '@crosspay/core'
import { numberSeparators } from './numberSeparators'

/**
 * An amount in smallest units as a person would type it in `locale`: every digit kept (no cut, no rounding, any
 * number of decimals), the integer part grouped as `Intl` groups it (unless `grouping` is false), the locale's
 * decimal separator, Latin digits.
 * {@link readAmountInput} reads it back to the same value (the identity is a property test). For the amount field
 * (the max button, showing back what was understood).
 *
 * @example
 * formatAmountInput(1234500000000000000000n, 18, 'de-DE') // '1.234,5'
 */
export function formatAmountInput(
  value: bigint,
  decimals: number,
  locale: string | undefined,
  /** Group the integer part (`1.234,5`); false fills a field the way people type (`1234,5`). Defaults to true. */
  grouping = true,
): string {
  const [whole = '0', fraction = ''] = formatDecimalAmount(value, decimals).split('.')
  const grouped = (
    new Intl.NumberFormat(locale, {
      numberingSystem: 'latn',
      maximumFractionDigits: 0,
      useGrouping: grouping,
    }) as Intl.NumberFormat & {
      format(value: string): string
    }
  ).format(whole)
  return fraction ? `${grouped}${numberSeparators(locale).decimal}${fraction}` : grouped
}
