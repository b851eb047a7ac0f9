import type { SimContext } from '../model/SimContext'
import { chargeSponsorship } from './chargeSponsorship'
import { confirmFill } from './confirmFill'
import { defaultReasons } from './defaultReasons'
import { endWithOutcome } from './endWithOutcome'
import { lifecycleSteps } from './lifecycleSteps'
import { sponsorCanPay } from './sponsorCanPay'
import { transitionStatus } from './transitionStatus'

/**
 * The solver's fill of a `pending` request: a planned refund or failure ends it here; so does a
 * sponsor whose total app balance no longer covers the sponsored fees (`refund`, failReason
 * `SPONSOR_BALANCE_TOO_LOW`, the deposit returned). Otherwise the backend sends the destination
 * transaction (`submitted`, appended to `outTxs` with `kind: 'fill'`), sponsorship is charged and
 * `success` follows after `timing.confirmMs`. A fill the backend cannot send (it throws) refunds the
 * deposit like a planned refund (`refund`, failReason `TRANSACTION_SUBMISSION_FAILED`; nothing is
 * charged); so does a fill transaction that was mined but reverted (failReason `TRANSACTION_REVERTED`,
`failedTxHash` set). Only a refund that fails too ends in `failure` (see {@link endWithOutcome}).
 */
export async function executeFill(ctx: SimContext, id: string): Promise<void> {
  const request = ctx.store.get(id)
  if (request?.status !== 'pending' || lifecycleSteps.isFilling(ctx, id)) return
  if (request.outcome.status !== 'success') return endWithOutcome(ctx, id)
  if (!sponsorCanPay(ctx, request)) {
    ctx.store.update(id, (r) => {
      r.outcome = { status: 'refund', failReason: 'SPONSOR_BALANCE_TOO_LOW' }
    })
    return endWithOutcome(ctx, id)
  }
  let tx: Awaited<ReturnType<typeof ctx.backend.fill>>
  try {
    tx = await lifecycleSteps.fill(ctx, id, () => ctx.backend.fill(request))
  } catch (error) {
    // Nothing was delivered and the deposit is still held: it goes back, as a planned refund does.
    console.error(`[simulator] the fill of ${id} could not be sent, refunding the deposit`, error)
    ctx.store.update(id, (r) => {
      r.outcome = { status: 'refund', failReason: defaultReasons.fillError }
    })
    return endWithOutcome(ctx, id)
  }
  if (tx.status === 'failed') {
    // Mined but reverted: nothing was delivered, so the deposit goes back as well.
    ctx.store.update(id, (r) => {
      r.outcome = { status: 'refund', failReason: defaultReasons.fillReverted }
      r.failedTxHash = String(tx.txHash)
      r.failedTxBlockNumber = tx.block
    })
    return endWithOutcome(ctx, id)
  }
  chargeSponsorship(ctx, id)
  const moved = transitionStatus(ctx, id, 'submitted', (r) => {
    r.outTxs = [...r.outTxs, { ...tx, kind: 'fill' }]
  })
  if (moved)
    lifecycleSteps.schedule(ctx, id, ctx.clock.now() + ctx.options.timing.confirmMs, () =>
      confirmFill(ctx, id),
    )
}
