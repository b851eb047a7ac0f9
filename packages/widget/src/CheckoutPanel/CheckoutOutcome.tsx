'use client'
import type { ExecutionProgress } from '@crosspay/core/execution'
import { describeFailure } from '@crosspay/core/failures'
import { useContext } from 'react'
import { WidgetContext } from '../root/WidgetContext'

/** Props of {@link CheckoutOutcome}. */
export type CheckoutOutcomeProps = {
  progress: ExecutionProgress
  /** Offered only when the funds never left or came back (`canStartAgain`); otherwise no way to pay again. */
  onStartAgain: (() => void) | undefined
}

/**
 * A payment that did not reach the merchant, in the service's words: its `failReason` described by
 * `describeFailure` (what happened, where the funds are, what to do), headed for the deposit cases the checkout
 * knows (less than the exact amount, a deposit after the address expired), and a way to start again when the
 * funds never left the wallet or came back.
 */
export function CheckoutOutcome({ progress, onStartAgain }: CheckoutOutcomeProps) {
  const { messages } = useContext(WidgetContext)
  const m = messages.checkout
  const request = progress.request
  const failure = describeFailure(request?.failReason, request?.refundFailReason, { status: request?.status })
  const headline =
    request?.failReason === 'DEPOSITED_AMOUNT_TOO_LOW_TO_FILL'
      ? m.underpaid
      : request?.failReason === 'ORDER_EXPIRED'
        ? m.late
        : failure.title
  return (
    <section
      className="cp-checkout__outcome"
      data-status={progress.status}
      data-reason={request?.failReason ?? ''}
    >
      <p className="cp-checkout__headline" role="status" aria-live="polite">
        {headline}
      </p>
      <p>{failure.explanation}</p>
      <p className="cp-muted">{failure.action}</p>
      {onStartAgain && (
        <button
          type="button"
          className="cp-button cp-button--primary cp-button--block"
          onClick={onStartAgain}
        >
          {m.startAgain}
        </button>
      )}
    </section>
  )
}
