import type { SimContext } from '../model/SimContext'
import type { DepositedFunds, SimTx } from '../model/types'
import { endWithOutcome } from './endWithOutcome'
import { lifecycleSteps } from './lifecycleSteps'
import { releaseFastFillHold } from './releaseFastFillHold'
import { startFill } from './startFill'
import { transitionStatus } from './transitionStatus'

/**
 * Records an indexed origin deposit of a request: appends it to `inTxs`, records what was actually
 * deposited (`deposited`: currency and amount, what a refund returns), releases a fast-fill hold,
 * and moves a `waiting`/`depositing` request to `pending`, its fill following on the clock; a fast-filled
 * request whose fill did not go ahead and that waits to be refunded is refunded now.
 * `refundReason` (a deposit that cannot be filled as quoted) plans a refund with that `failReason`.
 */
export function indexDeposit(
  ctx: SimContext,
  id: string,
  tx: SimTx,
  deposited: DepositedFunds,
  refundReason?: string,
): void {
  const request = ctx.store.get(id)
  if (!request) return
  const fastFilled = request.fastFill !== null
  ctx.store.update(id, (r) => {
    r.inTxs = [...r.inTxs, tx]
    r.deposited = deposited
    if (refundReason && !fastFilled) r.outcome = { status: 'refund', failReason: refundReason }
  })
  releaseFastFillHold(ctx, id)
  if (request.status === 'waiting' || request.status === 'depositing') {
    if (transitionStatus(ctx, id, 'pending')) startFill(ctx, id)
  } else if (
    request.status === 'pending' &&
    request.outcome.status === 'refund' &&
    !lifecycleSteps.isFilling(ctx, id)
  ) {
    // A fast fill that did not go ahead is waiting for this deposit to refund it.
    ctx.clock.schedule(ctx.clock.now(), () => endWithOutcome(ctx, id))
  }
}
