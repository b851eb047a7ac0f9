import { cutDecimal } from './cutDecimal'

/**
 * A percentage (`'-0.35'` for -0.35 %, as the service writes them) in `locale` through `Intl` (`-0,35 %` in de-DE),
 * cut toward zero to `maximumFractionDigits` like every figure shown, without a `-0`. The value is shifted to a
 * fraction on its decimal string, never through float division. Not a decimal: `undefined`.
 *
 * @example
 * formatPercent('-3.456', 'de-DE') // '-3,45 %'
 */
export function formatPercent(
  percent: string | number,
  locale: string | undefined,
  maximumFractionDigits = 2,
): string | undefined {
  const cut = cutDecimal(typeof percent === 'number' ? percent.toFixed(6) : percent, maximumFractionDigits)
  if (cut === undefined) return undefined
  const sign = cut.startsWith('-') && /[1-9]/.test(cut) ? '-' : ''
  const [whole = '0', fraction = ''] = cut.replace('-', '').split('.')
  // n % is n / 100: the point moves two digits left, on the string.
  const digits = whole.padStart(3, '0')
  const ratio = `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}${fraction}`
  const format = new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits,
  }) as Intl.NumberFormat & { format(value: string): string }
  return format.format(ratio)
}
