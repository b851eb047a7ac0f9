/**
 * A USD amount given as a decimal string (`"0.362500"`), formatted in `locale` with at most two decimals, read from
 * the string itself (`Intl.NumberFormat` formats decimal strings exactly), never through a float.
 */
export function formatUsd(value: string, locale: string | undefined): string {
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 2,
  }) as Intl.NumberFormat & { format(value: string): string }
  return format.format(value)
}
