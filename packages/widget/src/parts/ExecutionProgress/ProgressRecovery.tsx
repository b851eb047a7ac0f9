'use client'
import type { FundsLocation } from '@crosspay/core'
import type { ExecutionRecovery } from '@crosspay/core/execution'
import { useContext } from 'react'
import { WidgetContext } from '../../root/WidgetContext'
import { RecoveryNotice } from '../RecoveryNotice/RecoveryNotice'

/** Props of {@link ProgressRecovery}. */
export type ProgressRecoveryProps = {
  /** The progress's `recovery`: the failing read and when the executor reads again. */
  recovery: ExecutionRecovery
  /** The progress's `funds`: what is said of the money while the service is out of reach. */
  funds: FundsLocation
}

/**
 * The progress view while the service's reads after the deposit fail: "The service cannot be reached right now.",
 * the countdown to the executor's next read (no button: it retries by itself), and where the funds are (a deposit
 * sent goes on whatever the reads do). Gone as soon as a read answers (the executor clears `recovery`).
 */
export function ProgressRecovery({ recovery, funds }: ProgressRecoveryProps) {
  const { messages } = useContext(WidgetContext)
  const m = messages.recovery
  const said =
    funds === 'sent' ? m.depositSent : funds === 'not-sent' ? m.statusLater : messages.progress.funds[funds]
  return (
    <div className="cp-progress__recovery" data-error={recovery.error.name}>
      <p className="cp-progress__recovery-title" role="status">
        {m.unreachable}
      </p>
      <RecoveryNotice isRetrying nextAttemptAt={recovery.nextAttemptAt} />
      <p className="cp-progress__recovery-funds">{said}</p>
    </div>
  )
}
