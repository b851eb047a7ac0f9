'use client'
import { useContext, useEffect, useState } from 'react'
import { WidgetContext } from '../../root/WidgetContext'

/** Props of {@link RecoveryNotice}: a hook's recovery state and its `refetch`. */
export type RecoveryNoticeProps = {
  /** The hook's `isRetrying`: nothing is shown when false. */
  isRetrying: boolean
  /** The hook's `nextAttemptAt` (epoch ms). */
  nextAttemptAt: number | undefined
  /** Tries at once (the hook's `refetch`). Without it there is no button (the executor's reads retry by themselves). */
  onRetry?: (() => void) | undefined
}

/**
 * "Trying again in 8 s…" with a "Try again" button (when `onRetry` is given), while a query recovers by itself after a transient failure;
 * the countdown ticks every second. `data-state="waiting"` while counting down, `"retrying"` once the attempt is
 * due. Renders nothing when the query is not retrying.
 */
export function RecoveryNotice({ isRetrying, nextAttemptAt, onRetry }: RecoveryNoticeProps) {
  const { messages } = useContext(WidgetContext)
  const m = messages.recovery
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!isRetrying) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [isRetrying])
  if (!isRetrying) return null
  const seconds = nextAttemptAt === undefined ? 0 : Math.ceil((nextAttemptAt - now) / 1000)
  return (
    <p className="cp-recovery" data-state={seconds > 0 ? 'waiting' : 'retrying'}>
      <span className="cp-recovery__text">{seconds > 0 ? m.retryingIn(seconds) : m.retryingNow}</span>
      {onRetry && (
        <button type="button" className="cp-button cp-button--ghost cp-recovery__retry" onClick={onRetry}>
          {m.retry}
        </button>
      )}
    </p>
  )
}
