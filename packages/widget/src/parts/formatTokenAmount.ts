import { formatDecimalAmount } from '@crosspay/core'

/**
 * A token amount as text in the host's locale, exact like the `Amount` part (bigint to decimal string, cut to
 * `maximumFractionDigits`, never rounded up), for the places a string is needed (messages, option labels).
 */
export function formatTokenAmount(
  value: bigint,
  decimals: number,
  symbol: string | undefined,
  locale: string | undefined,
  maximumFractionDigits = 6,
): string {
  const [whole = '0', fraction = ''] = formatDecimalAmount(value, decimals).split('.')
  const cut = fraction.slice(0, maximumFractionDigits).replace(/0+$/, '')
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 20 }) as Intl.NumberFormat & {
    format(value: string): string
  }
  const text = format.format(cut ? `${whole}.${cut}` : whole)
  return symbol ? `${text} ${symbol}` : text
}
