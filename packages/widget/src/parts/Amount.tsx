'use client'
import { formatDecimalAmount } from '@crosspay/core'
import { useContext } from 'react'
import { WidgetContext } from '../root/WidgetContext'
import { formatTokenAmount } from './formatTokenAmount'

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
 */
export function Amount({ value, decimals, symbol, maximumFractionDigits = 6 }: AmountProps) {
  const { locale } = useContext(WidgetContext)
  const units = typeof value === 'bigint' ? value : /^[0-9]+$/.test(value) ? BigInt(value) : 0n
  const exact = formatDecimalAmount(units, decimals)
  return (
    <span className="cp-amount" data-exact={exact}>
      {formatTokenAmount(units, decimals, symbol, locale, maximumFractionDigits)}
    </span>
  )
}
