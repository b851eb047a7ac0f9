'use client'
import type { ExecutionProgress } from '@crosspay/core/execution'
import { useContext, useState } from 'react'
import { WidgetContext } from '../../root/WidgetContext'
import { Amount } from '../Amount/Amount'

/** Props of {@link DepositAddress}. */
export type DepositAddressProps = {
  deposit: NonNullable<ExecutionProgress['depositAddress']>
  /** The deposit's currency, when known (the quote's `currencyIn`): the amount is shown in its units. */
  token?: { symbol: string; decimals: number } | undefined
}

/**
 * A deposit-address quote's instruction: send exactly this amount (smallest units, shown exactly) to this address,
 * with a copy button. The request is tracked until the deposit lands.
 */
export function DepositAddress({ deposit, token }: DepositAddressProps) {
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
        {m.depositTo}{' '}
        <strong>
          {token ? (
            <Amount
              value={deposit.amount}
              decimals={token.decimals}
              symbol={token.symbol}
              maximumFractionDigits={token.decimals}
            />
          ) : (
            `${deposit.amount} (${deposit.currency})`
          )}
        </strong>{' '}
        {m.depositToAddress}:
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
