import type { SimContext } from '../model/SimContext'
import { defaultReasons } from './defaultReasons'
import { releaseFastFillHold } from './releaseFastFillHold'
import { transitionStatus } from './transitionStatus'

/**
 * Ends a `pending` request (no fill sent) as its planned outcome says: `refund` sends the refund
 * through the backend (what was deposited, see `SimRequest.deposited`) then moves to `refund` (with
 * `failReason`, the refund appended to `outTxs` with `kind: 'refund'`); `failure` moves to `failure`
 * with `failReason` and `refundFailReason` and sends nothing. A refund the backend cannot send
 * ends as `failure` with `refundFailReason: MANUAL_REFUND_REQUIRED` (the backend's error is logged, not
 * stored: `failedCallData` holds call data only). Once a fill was sent
 * (`submitted`) nothing is refunded, and nothing is ever sent back before a deposit was recorded.
 */
export async function endWithOutcome(ctx: SimContext, id: string): Promise<void> {
  const request = ctx.store.get(id)
  if (request?.status !== 'pending') return
  const outcome = request.outcome
  if (outcome.status === 'refund') {
    // Nothing deposited yet (a fast fill that did not go ahead): there is nothing to return. The fronted
    // fill did not happen, so its hold is released; indexing the deposit, when it lands, refunds it.
    if (!request.deposited && request.inTxs.length === 0) return releaseFastFillHold(ctx, id)
    const failReason = outcome.failReason ?? defaultReasons.refund
    try {
      const tx = await ctx.backend.refund(request)
      transitionStatus(ctx, id, 'refund', (r) => {
        r.outTxs = [...r.outTxs, { ...tx, kind: 'refund' }]
        r.failReason = failReason
        r.refundFailReason = null
      })
    } catch (error) {
      console.error(`[simulator] the refund of ${id} could not be sent`, error)
      transitionStatus(ctx, id, 'failure', (r) => {
        r.failReason = failReason
        r.refundFailReason = defaultReasons.refundError
      })
    }
    return
  }
  releaseFastFillHold(ctx, id)
  transitionStatus(ctx, id, 'failure', (r) => {
    r.failReason = outcome.failReason ?? defaultReasons.failure
    r.refundFailReason = outcome.refundFailReason ?? defaultReasons.refundFail
  })
}
