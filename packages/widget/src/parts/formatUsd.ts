/**
 * A USD amount in `locale`, formatted from its decimal string (`"0.362500"`; `Intl.NumberFormat` formats decimal
 * strings exactly), never through float arithmetic: at least cents, at most `maximumFractionDigits` (2 for prices
 * and fees; the app balance passes 6 to show the service's micro-USD exactly). A number is read to six decimals;
 * anything that is not a decimal reads as 0.
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
  return format.format(/^-?[0-9]+(\.[0-9]+)?$/.test(text) ? text : '0')
}
