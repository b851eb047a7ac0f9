import type { SimContext } from '../model/SimContext'
import type { DepositedFunds, SimTx } from '../model/types'
import { startFill } from './startFill'
import { transitionStatus } from './transitionStatus'

/**
 * Records an indexed origin deposit of a request: appends it to `inTxs`, records what was actually
 * deposited (`deposited`: currency and amount, what a refund returns), releases a fast-fill hold,
 * and moves a `waiting`/`depositing` request to `pending`, its fill following on the clock.
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
  if (ctx.ledger.hasHold(request.id)) {
    ctx.ledger.releaseHold(request.id, ctx.clock.now())
    ctx.store.update(id, (r) => {
      if (r.fastFill) r.fastFill = { ...r.fastFill, state: 'released' }
    })
    if (request.fastFill) ctx.events.emit('balance.updated', { wallet: request.fastFill.sponsorWallet })
  }
  if (request.status === 'waiting' || request.status === 'depositing') {
    if (transitionStatus(ctx, id, 'pending')) startFill(ctx, id)
  }
}
