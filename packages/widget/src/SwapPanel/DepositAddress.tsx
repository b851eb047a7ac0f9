'use client'
import type { ExecutionProgress } from '@crosspay/core/execution'
import { useContext, useState } from 'react'
import { WidgetContext } from '../root/WidgetContext'

/** Props of {@link DepositAddress}. */
export type DepositAddressProps = { deposit: NonNullable<ExecutionProgress['depositAddress']> }

/**
 * A deposit-address quote's instruction: send exactly this amount (smallest units, shown exactly) to this address,
 * with a copy button. The request is tracked until the deposit lands.
 */
export function DepositAddress({ deposit }: DepositAddressProps) {
  const { messages } = useContext(WidgetContext)
  const m = messages.progress
  const [copied, setCopied] = useState(false)
  const copy = () =>
    navigator.clipboard
      ?.writeText(deposit.address)
      .then(() => setCopied(true))
      .catch(() => setCopied(false))
  return (
    <div className="cp-deposit-address">
      <p>
        {m.depositTo} <code>{deposit.amount}</code> ({deposit.currency}) {m.depositToAddress}:
      </p>
      <p className="cp-deposit-address__row">
        <code className="cp-deposit-address__address">{deposit.address}</code>
        <button type="button" className="cp-button cp-button--ghost" onClick={copy}>
          {copied ? m.copied : m.copy}
        </button>
      </p>
    </div>
  )
}
