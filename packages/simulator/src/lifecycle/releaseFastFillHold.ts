import type { SimContext } from '../model/SimContext'

/**
 * Releases the fast-fill hold of a request, if one is outstanding: its deposit was indexed, or the fast
 * fill did not go ahead (nothing was fronted). Marks `fastFill.state` released and announces the balance change.
 */
export function releaseFastFillHold(ctx: SimContext, id: string): void {
  const request = ctx.store.get(id)
  if (!request || !ctx.ledger.hasHold(request.id)) return
  ctx.ledger.releaseHold(request.id, ctx.clock.now())
  ctx.store.update(id, (r) => {
    if (r.fastFill) r.fastFill = { ...r.fastFill, state: 'released' }
  })
  if (request.fastFill) ctx.events.emit('balance.updated', { wallet: request.fastFill.sponsorWallet })
}
