import type { SimContext } from '../model/SimContext'
import { confirmFill } from './confirmFill'
import { lifecycleSteps } from './lifecycleSteps'
import { startFill } from './startFill'
import { transitionStatus } from './transitionStatus'

/**
 * Picks up a non-terminal request that no lifecycle step drives (a seeded history request), so it
 * progresses on the clock to its planned outcome like any other: `depositing` with its deposit
 * indexed → `pending` after `timing.indexMs`; `pending` → the fill (or the planned refund/failure)
 * after `timing.submitMs`; `submitted` → `success` after `timing.confirmMs`. A request already
 * driven, `waiting` (it needs a deposit) or ended is left alone. Returns whether a step was scheduled.
 */
export function resumeRequest(ctx: SimContext, id: string): boolean {
  const request = ctx.store.get(id)
  if (!request || lifecycleSteps.isDriven(ctx, id) || lifecycleSteps.isFilling(ctx, id)) return false
  const now = ctx.clock.now()
  const { indexMs, confirmMs } = ctx.options.timing
  if (request.status === 'depositing' && request.inTxs.length > 0) {
    lifecycleSteps.schedule(ctx, id, now + indexMs, () => {
      if (transitionStatus(ctx, id, 'pending')) startFill(ctx, id)
    })
    return true
  }
  if (request.status === 'pending') {
    startFill(ctx, id)
    return true
  }
  if (request.status === 'submitted') {
    lifecycleSteps.schedule(ctx, id, now + confirmMs, () => confirmFill(ctx, id))
    return true
  }
  return false
}
