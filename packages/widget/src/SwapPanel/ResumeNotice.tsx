'use client'
import type { ExecutionRecord } from '@crosspay/core/execution'
import { useContext, useState } from 'react'
import { WidgetContext } from '../root/WidgetContext'

/** Props of {@link ResumeNotice}. */
export type ResumeNoticeProps = { record: ExecutionRecord; onResume(requestId: string): void }

/**
 * Offers to resume a transfer that did not finish (a reload, a closed tab): the executor continues it without sending
 * anything twice. "Not now" hides the offer for this visit; the record stays.
 */
export function ResumeNotice({ record, onResume }: ResumeNoticeProps) {
  const { messages } = useContext(WidgetContext)
  const m = messages.panel
  const [hidden, setHidden] = useState(false)
  if (hidden) return null
  const details = record.quote.details
  return (
    <section className="cp-resume" role="status" data-state="unfinished">
      <p className="cp-resume__title">{m.resumeTitle}</p>
      {details?.currencyIn && (
        <p className="cp-muted">
          {details.currencyIn.amountFormatted ?? details.currencyIn.amount}{' '}
          {details.currencyIn.currency.symbol}
        </p>
      )}
      <div className="cp-resume__actions">
        <button
          type="button"
          className="cp-button cp-button--primary"
          onClick={() => onResume(record.requestId)}
        >
          {m.resume}
        </button>
        <button type="button" className="cp-button cp-button--ghost" onClick={() => setHidden(true)}>
          {m.dismiss}
        </button>
      </div>
    </section>
  )
}
