'use client'
import { type ChainCurrency, formatDecimalAmount } from '@crosspay/core'
import type { ExecutionProgress } from '@crosspay/core/execution'
import { useContext } from 'react'
import { Amount } from '../parts/Amount/Amount'
import { CopyButton } from '../parts/CopyButton/CopyButton'
import { QrCode } from '../parts/QrCode/QrCode'
import { WidgetContext } from '../root/WidgetContext'
import { formatCountdown } from './formatCountdown'
import { useCountdown } from './useCountdown'

/** Props of {@link DepositInstructions}. */
export type DepositInstructionsProps = {
  deposit: NonNullable<ExecutionProgress['depositAddress']> & { expiresAt: number }
  /** The deposit's token (the quote's input currency). */
  token: ChainCurrency | undefined
  chainName: string
  /** The request's status from the service (`waiting` until the deposit is seen). */
  requestStatus: string | undefined
}

/**
 * Where to send what, without a wallet: the exact amount (every decimal, with a copy button), the address with its
 * QR code and a copy button, the chain, a countdown to the address's expiry, and the live status (`aria-live`):
 * waiting for the deposit, then received and paying. After the expiry it says a deposit now is refunded.
 */
export function DepositInstructions({ deposit, token, chainName, requestStatus }: DepositInstructionsProps) {
  const { messages } = useContext(WidgetContext)
  const m = messages.checkout
  const left = useCountdown(deposit.expiresAt) ?? 0
  const seen = requestStatus !== undefined && requestStatus !== 'waiting'
  const expired = left === 0 && !seen
  const exact = token ? (
    <Amount
      value={deposit.amount}
      decimals={token.decimals}
      symbol={token.symbol}
      maximumFractionDigits={token.decimals}
    />
  ) : (
    deposit.amount
  )
  return (
    <section className="cp-deposit" data-state={seen ? 'seen' : expired ? 'expired' : 'waiting'}>
      <p className="cp-deposit__amount">
        <span className="cp-muted">{m.sendExactly}</span>
        <strong data-testid="deposit-amount">{exact}</strong>
        <CopyButton
          value={token ? formatDecimalAmount(BigInt(deposit.amount), token.decimals) : deposit.amount}
        />
      </p>
      <div className="cp-deposit__qr">
        <QrCode value={deposit.address} label={m.qrLabel(deposit.address)} />
      </div>
      <p className="cp-deposit__address">
        <span className="cp-muted">{m.toAddress}</span>
        <code data-testid="deposit-address">{deposit.address}</code>
        <CopyButton value={deposit.address} />
      </p>
      <p className="cp-muted cp-deposit__network">{m.network(chainName)}</p>
      <p className="cp-deposit__status" role="status" aria-live="polite">
        {seen ? m.depositSeen : expired ? m.expired : m.waitingDeposit}
      </p>
      {!seen && !expired && (
        <p className="cp-muted cp-deposit__countdown" data-testid="deposit-countdown">
          {m.expiresIn(formatCountdown(left))}
        </p>
      )}
    </section>
  )
}
