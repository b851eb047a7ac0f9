/**
 * A USD value in the host's locale, exactly as the service gives it (at most six decimals, never rounded to cents):
 * `1008.94355` → `$1,008.94355`, `5` → `$5.00`. Formatted from its decimal string, not through float arithmetic.
 */
export function formatUsd(value: number | string, locale: string | undefined): string {
  const text = typeof value === 'number' ? value.toFixed(6) : value
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 6,
  }) as Intl.NumberFormat & { format(value: string): string }
  return format.format(/^-?[0-9]+(\.[0-9]+)?$/.test(text) ? text : '0')
}
