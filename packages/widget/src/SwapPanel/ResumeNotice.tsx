'use client'
import type { ExecutionRecord } from '@crosspay/core/execution'
import { useContext, useState } from 'react'
import { formatTokenAmount } from '../parts/format/formatTokenAmount'
import { WidgetContext } from '../root/WidgetContext'

/** Props of {@link ResumeNotice}. */
export type ResumeNoticeProps = {
  record: ExecutionRecord
  /** The transfer is running in another tab right now: say so, offer nothing. */
  elsewhere?: boolean | undefined
  onResume(requestId: string): void
  /** "Not now": the offer goes for this visit (the record stays), and the form is no longer held by it. */
  onDismiss?: ((requestId: string) => void) | undefined
}

/**
 * Offers to resume a transfer that did not finish (a reload, a closed tab): the executor continues it without sending
 * anything twice. A transfer running in another tab is shown as such, with nothing to press. "Not now" hides the offer
 * for this visit; the record stays. The amount is formatted from its units with the token's decimals.
 */
export function ResumeNotice({ record, elsewhere = false, onResume, onDismiss }: ResumeNoticeProps) {
  const { messages, locale } = useContext(WidgetContext)
  const m = messages.panel
  const [hidden, setHidden] = useState(false)
  if (hidden) return null
  const currencyIn = record.quote.details?.currencyIn
  const amount =
    currencyIn?.amount && /^\d+$/.test(currencyIn.amount) && typeof currencyIn.currency?.decimals === 'number'
      ? formatTokenAmount(
          BigInt(currencyIn.amount),
          currencyIn.currency.decimals,
          currencyIn.currency.symbol,
          locale,
        )
      : undefined
  return (
    <section className="cp-resume" role="status" data-state={elsewhere ? 'elsewhere' : 'unfinished'}>
      <p className="cp-resume__title">{elsewhere ? m.resumeElsewhere : m.resumeTitle}</p>
      {amount && <p className="cp-muted">{amount}</p>}
      {!elsewhere && (
        <div className="cp-resume__actions">
          <button
            type="button"
            className="cp-button cp-button--primary"
            onClick={() => onResume(record.requestId)}
          >
            {m.resume}
          </button>
          <button
            type="button"
            className="cp-button cp-button--ghost"
            onClick={() => {
              setHidden(true)
              onDismiss?.(record.requestId)
            }}
          >
            {m.dismiss}
          </button>
        </div>
      )}
    </section>
  )
}
