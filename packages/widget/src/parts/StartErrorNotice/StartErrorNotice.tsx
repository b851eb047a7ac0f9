'use client'
import type { ExecutionError } from '@crosspay/core'
import { useContext } from 'react'
import { WidgetContext } from '../../root/WidgetContext'

/** Props of {@link StartErrorNotice}. */
export type StartErrorNoticeProps = {
  /** Why the press stopped before the executor ran (`load-failed`: its code could not be fetched). */
  error: ExecutionError
  /** Presses the action again (the executor's code is fetched again); without it, no "Try again" (the form has one). */
  onRetry?: (() => void) | undefined
}

/**
 * What a form shows when pressing its action stopped before anything was sent (the executor's code could not be
 * loaded: offline, or the page was updated): why, that the funds did not leave the wallet, and "Try again".
 * `data-reason` carries the error's reason.
 */
export function StartErrorNotice({ error, onRetry }: StartErrorNoticeProps) {
  const { messages } = useContext(WidgetContext)
  const m = messages.progress
  return (
    <div className="cp-quote-error cp-start-error" role="alert" data-reason={error.reason}>
      <p>
        {m.reason[error.reason] ?? m.reason.unknown} {m.funds[error.funds]}
      </p>
      {onRetry && (
        <button type="button" className="cp-button cp-button--ghost" onClick={onRetry}>
          {messages.panel.retry}
        </button>
      )}
    </div>
  )
}
