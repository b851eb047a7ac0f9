import type { SimContext } from '../model/SimContext'
import { creditAppFees } from './creditAppFees'
import { refundSurplus } from './refundSurplus'
import { transitionStatus } from './transitionStatus'

/**
 * Last lifecycle step of a `submitted` request (after `timing.confirmMs`): `success` with the
 * delivered amount. The fill was sent, so nothing planned afterwards (a refund) can undo it:
 * `POST /__sim/outcome` refuses changes once a request is `submitted`. What an overpayment deposited
 * above the quoted input is then refunded to its sender (`refundSurplus`), and the app fees are paid to their
 * recipients' app balances (`creditAppFees`).
 */
export async function confirmFill(ctx: SimContext, id: string): Promise<void> {
  const request = ctx.store.get(id)
  if (request?.status !== 'submitted') return
  const done = transitionStatus(ctx, id, 'success', (r) => {
    r.actualAmountOut ??= r.amountOut
  })
  if (!done) return
  creditAppFees(ctx, id)
  refundSurplus(ctx, id)
}
