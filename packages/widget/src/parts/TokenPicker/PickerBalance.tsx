'use client'
import { useTokenPrice } from '@crosspay/core'
import { useContext } from 'react'
import { WidgetContext } from '../../root/WidgetContext'
import { Amount } from '../Amount/Amount'
import { formatUsd } from '../format/formatUsd'

/** Props of {@link PickerBalance}. */
export type PickerBalanceProps = {
  chainId: number
  /** The token's address on that chain. */
  address: string
  /** The wallet's balance, in the token's smallest unit (more than 0). */
  balance: bigint
  decimals: number
}

/**
 * A picker row's balance with its USD value beneath (`useTokenPrice`, one request per token, shared and kept a
 * minute). The value is worked out in integer micro-USD (balance × price ÷ 10^decimals, cut toward zero) and shown
 * with `formatUsd`; while the price loads, or when the service has none, only the balance shows.
 */
export function PickerBalance({ chainId, address, balance, decimals }: PickerBalanceProps) {
  const { locale } = useContext(WidgetContext)
  const { data: price } = useTokenPrice({ chainId, address })
  let usd: string | undefined
  if (price !== undefined && Number.isFinite(price)) {
    const micro = (balance * BigInt(Math.round(price * 1e6))) / 10n ** BigInt(decimals)
    usd = formatUsd(`${micro / 1_000_000n}.${(micro % 1_000_000n).toString().padStart(6, '0')}`, locale)
  }
  return (
    <span className="cp-picker__balance">
      <Amount value={balance} decimals={decimals} maximumFractionDigits={4} />
      {usd !== undefined && <span className="cp-picker__usd">{usd}</span>}
    </span>
  )
}
