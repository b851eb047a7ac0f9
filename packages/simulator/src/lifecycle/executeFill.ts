import type { SimContext } from '../model/SimContext'
import { chargeSponsorship } from './chargeSponsorship'
import { confirmFill } from './confirmFill'
import { defaultReasons } from './defaultReasons'
import { endWithOutcome } from './endWithOutcome'
import { transitionStatus } from './transitionStatus'

/**
 * The solver's fill of a `pending` request: a planned refund or failure ends it here; otherwise
 * sponsorship is charged, the backend sends the destination transaction (`submitted`, appended to
 * `outTxs`) and `success` follows after `timing.confirmMs`.
 */
export async function executeFill(ctx: SimContext, id: string): Promise<void> {
  const request = ctx.store.get(id)
  if (request?.status !== 'pending') return
  if (request.outcome.status !== 'success') return endWithOutcome(ctx, id)
  let tx: Awaited<ReturnType<typeof ctx.backend.fill>>
  try {
    tx = await ctx.backend.fill(request)
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
    r.outTxs = [...r.outTxs, tx]
  })
  if (moved) ctx.clock.schedule(ctx.clock.now() + ctx.options.timing.confirmMs, () => confirmFill(ctx, id))
}
