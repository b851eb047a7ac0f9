'use client'
import { useContext } from 'react'
import { WidgetContext } from '../../root/WidgetContext'
import { statusSteps } from './statusSteps'

/** Props of {@link StatusStepLine}. */
export type StatusStepLineProps = {
  /** The request's status (`waiting` … `success`, `refund`, `failure`); undefined while unknown. */
  status: string | undefined
  /** Whether the origin deposit happened, when known: a failure without one fails the deposit step. */
  deposited?: boolean | undefined
  /** A fill arrived before any deposit (a fast fill): the deposit step stays current. */
  filledAhead?: boolean | undefined
}

/**
 * A request's progress as a line of four steps: deposit, processing, sending, done (or refunded / failed). Each
 * step's state is on `data-state` (`complete`, `current`, `upcoming`, `failed`), the current one has
 * `aria-current="step"`, and its state is spoken after its label. Reusable wherever a request is followed.
 */
export function StatusStepLine({ status, deposited, filledAhead }: StatusStepLineProps) {
  const { messages } = useContext(WidgetContext)
  const m = messages.status
  return (
    <ol className="cp-status-steps" aria-label={m.steps.label} data-status={status ?? 'unknown'}>
      {statusSteps(status, { deposited, filledAhead }).map((step) => (
        <li
          key={step.id}
          className="cp-status-steps__step"
          data-step={step.id}
          data-state={step.state}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className="cp-status-steps__marker" aria-hidden="true" />
          <span className="cp-status-steps__label">{m.steps[step.id]}</span>
          <span className="cp-visually-hidden">{`: ${m.stepStates[step.state]}`}</span>
        </li>
      ))}
    </ol>
  )
}
