import type { ExecutionProgress } from '../execution/types'

/**
 * Where a payment stands: `choosing` (no source yet), `quoting`, `ready` (a quote that pays exactly what is owed,
 * made for the current parameters), `unavailable` (no quote: the service's error, or its quote was refused),
 * `resumable` (this order's payment was interrupted: resume it), `paying`, `paid`, `refunded`, `failed`.
 */
export type PaymentStatus =
  | 'choosing'
  | 'quoting'
  | 'ready'
  | 'unavailable'
  | 'resumable'
  | 'paying'
  | 'paid'
  | 'refunded'
  | 'failed'

const endedAs: Partial<Record<string, PaymentStatus>> = {
  success: 'paid',
  refund: 'refunded',
  failure: 'failed',
  error: 'failed',
}

/**
 * The status of a payment from what is known of it: its execution's `progress` first (an ended request wins),
 * then whether it is `running`, whether this order has an `interrupted` execution, then the quote's state.
 *
 * @example
 * toPaymentStatus({ progress, running: false, interrupted: false, chosen: true, ready: true, refused: false }) // 'ready'
 */
export function toPaymentStatus(state: {
  progress: ExecutionProgress | undefined
  running: boolean
  interrupted: boolean
  chosen: boolean
  ready: boolean
  refused: boolean
}): PaymentStatus {
  const settled = state.progress ? endedAs[state.progress.status] : undefined
  if (settled) return settled
  if (state.running) return 'paying'
  if (state.interrupted) return 'resumable'
  if (!state.chosen) return 'choosing'
  if (state.ready) return 'ready'
  return state.refused ? 'unavailable' : 'quoting'
}
