'use client'
import type { Chain } from '@crosspay/core'
import { useContext, useId } from 'react'
import { listPickerTokens } from '../parts/TokenPicker/listPickerTokens'
import { WidgetContext } from '../root/WidgetContext'

/** Props of {@link DepositSourcePicker}. */
export type DepositSourcePickerProps = {
  chains: readonly Chain[]
  /** The chosen `chainId:address` (lower case). */
  value: string
  onChange: (source: { chainId: number; currency: string }) => void
}

/**
 * What the buyer sends to the deposit address: one select of every featured token (the native currency and the
 * chain's featured tokens) of every chain the service lists that takes deposits, grouped by chain.
 */
export function DepositSourcePicker({ chains, value, onChange }: DepositSourcePickerProps) {
  const { messages } = useContext(WidgetContext)
  const id = useId()
  const open = chains.filter((c) => !c.disabled && c.depositEnabled !== false)
  return (
    <div className="cp-field">
      <label className="cp-label" htmlFor={id}>
        {messages.checkout.payFrom}
      </label>
      <select
        id={id}
        className="cp-select cp-checkout__select"
        value={value}
        onChange={(e) => {
          const [chainId, currency] = e.target.value.split(':')
          onChange({ chainId: Number(chainId), currency: currency ?? '' })
        }}
      >
        {open.map((chain) => (
          <optgroup key={chain.id} label={chain.displayName ?? chain.name ?? String(chain.id)}>
            {listPickerTokens(chain)
              .filter((t) => t.source === 'featured')
              .map((t) => (
                <option key={t.address} value={`${chain.id}:${t.address.toLowerCase()}`}>
                  {t.symbol} · {chain.displayName ?? chain.name}
                </option>
              ))}
          </optgroup>
        ))}
      </select>
    </div>
  )
}
