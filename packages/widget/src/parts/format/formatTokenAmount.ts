import { formatDecimalAmount } from '@crosspay/core'

/**
 * A token amount as text in the host's locale, exact like the `Amount` part (bigint to decimal string, cut toward
 * zero to `maximumFractionDigits`, never rounded up: the rule of every amount shown), for the places a string is
 * needed (messages, option labels). A non-zero amount below the last digit shown is `< 0.000001`, never `0`.
 *
 * @example
 * formatTokenAmount(1234500000000000000000n, 18, 'ETH', 'de-DE') // '1.234,5 ETH'
 * formatTokenAmount(1n, 18, 'ETH', 'en-US') // '< 0.000001 ETH'
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
  const tiny = value > 0n && whole === '0' && !cut && maximumFractionDigits > 0
  const text = tiny
    ? `< ${format.format(`0.${'0'.repeat(maximumFractionDigits - 1)}1`)}`
    : format.format(cut ? `${whole}.${cut}` : whole)
  return symbol ? `${text} ${symbol}` : text
}
