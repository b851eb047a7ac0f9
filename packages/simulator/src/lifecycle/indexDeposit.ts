import { creditBackFastFillDebit } from '../balances/creditBackFastFillDebit'
import type { SimContext } from '../model/SimContext'
import type { DepositedFunds, SimRequest, SimTx } from '../model/types'
import { endWithOutcome } from './endWithOutcome'
import { lifecycleSteps } from './lifecycleSteps'
import { refundSurplus } from './refundSurplus'
import { releaseFastFillHold } from './releaseFastFillHold'
import { startFill } from './startFill'
import { transitionStatus } from './transitionStatus'
import { updateRequest } from './updateRequest'

/**
 * Records the indexed origin deposit of a request (its own, first deposit): puts it first in `inTxs`
 * (before any extra deposit recorded earlier), records what was deposited (`deposited`: currency and
 * amount, what a refund returns), releases a fast-fill hold (or, when the hold already became a debit at
 * the deadline, credits the sponsor back: `creditBackFastFillDebit`), and moves a `waiting`/`depositing`
 * request to `pending`, its fill following on the clock; a fast-filled request whose fill did not go
 * ahead and that waits to be refunded is refunded now; one that already succeeded gets the surplus of an
 * overpayment refunded (`refundSurplus`). A request whose status stays sees its `updatedAt` and status
 * event follow the change (`updateRequest`). `refundReason` (a deposit that cannot be filled as quoted)
 * plans a refund with that `failReason`.
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
  const patch = (r: SimRequest) => {
    r.inTxs = [tx, ...r.inTxs]
    r.deposited = deposited
    if (refundReason && !fastFilled) r.outcome = { status: 'refund', failReason: refundReason }
  }
  creditBackFastFillDebit(ctx, id, String(tx.txHash))
  releaseFastFillHold(ctx, id)
  if (request.status === 'waiting' || request.status === 'depositing') {
    if (transitionStatus(ctx, id, 'pending', patch)) startFill(ctx, id)
    else updateRequest(ctx, id, patch)
    return
  }
  updateRequest(ctx, id, patch)
  if (request.status === 'success') refundSurplus(ctx, id)
  else if (
    request.status === 'pending' &&
    request.outcome.status === 'refund' &&
    !lifecycleSteps.isFilling(ctx, id)
  ) {
    // A fast fill that did not go ahead is waiting for this deposit to refund it.
    ctx.clock.schedule(ctx.clock.now(), () => endWithOutcome(ctx, id))
  }
}
