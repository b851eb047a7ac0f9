import type { SimContext } from '../model/SimContext'
import { endWithOutcome } from './endWithOutcome'
import { transitionStatus } from './transitionStatus'

/**
 * Last lifecycle step of a `submitted` request (after `timing.confirmMs`): `success` with the
 * delivered amount, unless an outcome other than success was planned meanwhile.
 */
export async function confirmFill(ctx: SimContext, id: string): Promise<void> {
  const request = ctx.store.get(id)
  if (request?.status !== 'submitted') return
  if (request.outcome.status !== 'success') return endWithOutcome(ctx, id)
  transitionStatus(ctx, id, 'success', (r) => {
    r.actualAmountOut ??= r.amountOut
  })
}
