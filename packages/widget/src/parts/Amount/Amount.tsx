'use client'
import { formatDecimalAmount } from '@crosspay/core'
import { useContext } from 'react'
import { WidgetContext } from '../../root/WidgetContext'
import { clipText } from '../format/clipText'
import { formatTokenAmount } from '../format/formatTokenAmount'

/** Props of {@link Amount}. */
export type AmountProps = {
  /** Smallest units (a bigint or its decimal string). */
  value: bigint | string
  /** The currency's decimals. */
  decimals: number
  /** Shown after the number (as text). */
  symbol?: string | undefined
  /** At most this many fraction digits shown (rounded down, never up). Defaults to 6. */
  maximumFractionDigits?: number | undefined
}

/**
 * An amount in the host's locale (`Intl`), exact: the smallest units become a decimal string with bigint arithmetic
 * and are formatted from that string, never through a float. Extra fraction digits are cut, not rounded up.
 * A symbol longer than 12 characters is clipped with "…" (the full symbol in `title`).
 */
export function Amount({ value, decimals, symbol, maximumFractionDigits = 6 }: AmountProps) {
  const { locale } = useContext(WidgetContext)
  const units = typeof value === 'bigint' ? value : /^[0-9]+$/.test(value) ? BigInt(value) : 0n
  const exact = formatDecimalAmount(units, decimals)
  const shown = symbol === undefined ? undefined : clipText(symbol, 12)
  return (
    <span className="cp-amount" data-exact={exact} title={shown !== symbol ? symbol : undefined}>
      {formatTokenAmount(units, decimals, shown, locale, maximumFractionDigits)}
    </span>
  )
}
