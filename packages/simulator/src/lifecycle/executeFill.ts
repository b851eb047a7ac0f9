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
 * `success` follows after `timing.confirmMs`.
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
    transitionStatus(ctx, id, 'failure', (r) => {
      r.failReason = defaultReasons.fillError
      r.refundFailReason = defaultReasons.refundError
      r.failedCallData = error instanceof Error ? error.message.slice(0, 200) : null
    })
    return
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
