'use client'
import type { ChainCurrency, Quote } from '@crosspay/core'
import { loadExecutionPath, type PaymentMethod, type PaymentStatus } from '@crosspay/core/execution'
import { useContext } from 'react'
import { formatTokenAmount } from '../parts/format/formatTokenAmount'
import { WidgetContext } from '../root/WidgetContext'

/** Props of {@link PayButton}. */
export type PayButtonProps = {
  status: PaymentStatus
  method: PaymentMethod
  quote: Quote | undefined
  /** Why there is no quote, in words. */
  problem: string | undefined
  connected: boolean
  onConnectWallet: (() => void) | undefined
  onPay(): void
}

/** The checkout's one button: connect, choose, quoting, the problem, or "Pay 25.37 USDC" (its state on `data-status`). */
export function PayButton({
  status,
  method,
  quote,
  problem,
  connected,
  onConnectWallet,
  onPay,
}: PayButtonProps) {
  const { messages, locale } = useContext(WidgetContext)
  const m = messages.checkout
  const needsWallet = method === 'wallet' && !connected
  const input = quote?.details?.currencyIn
  const cost = (c: { amount: string; currency: ChainCurrency }) =>
    formatTokenAmount(BigInt(c.amount), c.currency.decimals, c.currency.symbol, locale, 6)
  const text = needsWallet
    ? m.connect
    : status === 'ready' && input
      ? m.pay(cost(input))
      : status === 'quoting'
        ? m.quoting
        : status === 'unavailable'
          ? (problem ?? m.refused)
          : m.choose
  const enabled = needsWallet ? onConnectWallet !== undefined : status === 'ready'
  return (
    <button
      type="button"
      className="cp-button cp-button--primary cp-button--block"
      data-status={needsWallet ? 'connect' : status}
      disabled={!enabled}
      // The executor's chunk is fetched when the pointer or focus reaches the button, so it is there by the press.
      onPointerEnter={() => void loadExecutionPath().catch(() => undefined)}
      onFocus={() => void loadExecutionPath().catch(() => undefined)}
      onClick={() => (needsWallet ? onConnectWallet?.() : onPay())}
    >
      {method === 'deposit-address' && status === 'ready' ? m.showAddress : text}
    </button>
  )
}
