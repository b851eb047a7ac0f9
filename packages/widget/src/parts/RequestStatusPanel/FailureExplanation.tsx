'use client'
import { describeFailure } from '@crosspay/core/failures'
import { useContext } from 'react'
import { WidgetContext } from '../../root/WidgetContext'

/** Props of {@link FailureExplanation}. */
export type FailureExplanationProps = {
  /** `refund` or `failure`. */
  status: string
  /** The request's `failReason`, if any. */
  failReason?: string | null | undefined
  /** The request's `refundFailReason`, if any. */
  refundFailReason?: string | null | undefined
}

/**
 * Why a request was refunded or failed, from `describeFailure`: what happened, where the funds are (back, not
 * back, not known yet: `data-funds`), and what to do. The words pass through the `status.failure` message, so a
 * host can translate them from the reasons.
 */
export function FailureExplanation({ status, failReason, refundFailReason }: FailureExplanationProps) {
  const { messages } = useContext(WidgetContext)
  const m = messages.status
  const description = describeFailure(failReason, refundFailReason, { status })
  const text = m.failure(description)
  const funds =
    description.fundsReturned === true
      ? 'returned'
      : description.fundsReturned === false
        ? 'notReturned'
        : 'unknown'
  return (
    <section className="cp-failure" data-funds={funds}>
      <h3 className="cp-failure__title">{text.title}</h3>
      <p className="cp-failure__explanation">{text.explanation}</p>
      <p className="cp-failure__funds">
        <strong>{m.fundsHeading}: </strong>
        {m.funds[funds]}
      </p>
      <p className="cp-failure__action">
        <strong>{m.whatToDo}: </strong>
        {text.action}
      </p>
    </section>
  )
}
