import type { ExecutionProgress } from '../execution/types'
import type { PaymentLedgerEntry } from './PaymentLedgerEntry'
import type { PaymentOrder } from './PaymentOrder'

/**
 * Where a payment stands: `choosing` (no source yet), `quoting`, `ready` (a quote that pays exactly what is owed,
 * made for the current parameters: the only status that offers Pay), `unavailable` (no quote: the service's error,
 * or its quote was refused), `checking` (this browser paid toward the order before: the service is being asked
 * where that request stands), `resumable` (interrupted before anything left the wallet: resume it), `paying`,
 * `unconfirmed` (funds went out, or may have, and the end is not known yet: resume and check, never pay again),
 * `elsewhere` (the merchant knows a payment in flight that this browser did not start), `paid`, `refunded`,
 * `failed`, `closed` (the merchant closed the order: expired or refunded).
 */
export type PaymentStatus =
  | 'choosing'
  | 'quoting'
  | 'ready'
  | 'unavailable'
  | 'checking'
  | 'resumable'
  | 'paying'
  | 'unconfirmed'
  | 'elsewhere'
  | 'paid'
  | 'refunded'
  | 'failed'
  | 'closed'

/** What {@link toPaymentStatus} decides from. */
export type PaymentStatusState = {
  /** This order's execution (this page's run, or the stored one). */
  progress: ExecutionProgress | undefined
  /** An execution of this order runs in this page. */
  running: boolean
  /** The stored execution of this order is unfinished and runs nowhere. */
  interrupted: boolean
  /** The order as the merchant's server knows it (undefined: the host does not say). */
  order?: PaymentOrder | undefined
  /** The order's ledger entry in this browser. */
  entry?: PaymentLedgerEntry | undefined
  /** The service's answer for the order's known request (`/intents/status/v3`), once asked. */
  service?: { status: string } | undefined
  chosen: boolean
  ready: boolean
  refused: boolean
}

const ended: Partial<Record<string, PaymentStatus>> = {
  success: 'paid',
  refund: 'refunded',
  failure: 'failed',
}
const entryOpen = (entry: PaymentLedgerEntry | undefined) =>
  entry !== undefined && entry.state !== 'released' && entry.state !== 'refunded'

/**
 * The status of a payment, from where its funds are, never from how a run ended alone: the merchant's paid order
 * first, then an ended request (the execution's or the service's answer), then this page's run, then a stopped run
 * by its `funds` (`failed` only when nothing was sent, `refunded` when they came back, else `unconfirmed`), an
 * interrupted one, this browser's ledger entry (`checking` until the service answers, then `unconfirmed`), the
 * merchant's own view (a payment `elsewhere`, a `closed` order), and last the quote's state.
 *
 * @example
 * toPaymentStatus({ progress, running: false, interrupted: false, chosen: true, ready: true, refused: false }) // 'ready'
 */
export function toPaymentStatus(state: PaymentStatusState): PaymentStatus {
  const { progress, order, entry, service } = state
  if (order?.status === 'paid') return 'paid'
  const settled = ended[progress?.status ?? ''] ?? ended[service?.status ?? '']
  if (settled) return settled
  if (state.running) return 'paying'
  if (progress && (progress.status === 'error' || progress.status === 'aborted'))
    return progress.funds === 'not-sent'
      ? 'failed'
      : progress.funds === 'refunded'
        ? 'refunded'
        : 'unconfirmed'
  if (state.interrupted) return progress?.funds === 'not-sent' ? 'resumable' : 'unconfirmed'
  if (entry?.state === 'paid') return 'paid'
  if (entryOpen(entry)) return service ? 'unconfirmed' : 'checking'
  if (order?.status === 'paying') return 'elsewhere'
  if (order?.status === 'expired' || order?.status === 'refunded') return 'closed'
  if (!state.chosen) return 'choosing'
  if (state.ready) return 'ready'
  return state.refused ? 'unavailable' : 'quoting'
}
