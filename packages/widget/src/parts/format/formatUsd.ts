import { cutDecimal } from './cutDecimal'

/**
 * A USD amount in `locale`, formatted from its decimal string (`"0.362500"`; `Intl.NumberFormat` formats decimal
 * strings exactly), never through float arithmetic: at least cents, at most `maximumFractionDigits` (2 for prices
 * and fees; the app balance passes 6 to show the service's micro-USD exactly). Cut toward zero like every amount
 * shown (`$0.019` is `$0.01`), and a non-zero value below the last digit shown is `< $0.01`, never `$0.00`. A number
 * is read to six decimals; anything that is not a decimal reads as 0.
 *
 * @example
 * formatUsd('0.004', 'en-US') // '< $0.01'
 */
export function formatUsd(
  value: number | string,
  locale: string | undefined,
  maximumFractionDigits = 2,
): string {
  const text = typeof value === 'number' ? value.toFixed(6) : value
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits,
  }) as Intl.NumberFormat & { format(value: string): string }
  const exact = cutDecimal(text, 64)
  const cut = cutDecimal(text, maximumFractionDigits)
  if (exact === undefined || cut === undefined) return format.format('0')
  const zero = (decimal: string) => !/[1-9]/.test(decimal)
  if (zero(cut) && !zero(exact)) {
    const unit = `0.${'0'.repeat(maximumFractionDigits - 1)}1`
    return exact.startsWith('-') ? `> ${format.format(`-${unit}`)}` : `< ${format.format(unit)}`
  }
  return format.format(zero(cut) ? '0' : cut)
}
