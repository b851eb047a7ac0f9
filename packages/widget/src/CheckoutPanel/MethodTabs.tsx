'use client'
import type { PaymentMethod } from '@crosspay/core/execution'
import { useContext } from 'react'
import { WidgetContext } from '../root/WidgetContext'

/** Props of {@link MethodTabs}. */
export type MethodTabsProps = { method: PaymentMethod; onChange: (method: PaymentMethod) => void }

/** Wallet or deposit address: two toggle buttons (`aria-pressed`), the choice on `data-method`. */
export function MethodTabs({ method, onChange }: MethodTabsProps) {
  const { messages } = useContext(WidgetContext)
  const m = messages.checkout
  const tab = (value: PaymentMethod, label: string) => (
    <button
      type="button"
      className="cp-checkout__method"
      aria-pressed={method === value}
      data-method={value}
      onClick={() => onChange(value)}
    >
      {label}
    </button>
  )
  return (
    <fieldset className="cp-checkout__methods">
      <legend className="cp-visually-hidden">{m.payWith}</legend>
      {tab('wallet', m.wallet)}
      {tab('deposit-address', m.depositAddress)}
    </fieldset>
  )
}
