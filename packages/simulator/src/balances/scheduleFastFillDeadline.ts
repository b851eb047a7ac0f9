import type { SimContext } from '../model/SimContext'

/**
 * Schedules the deadline check of a fast fill: a hold still outstanding for request `id` at `deadline`
 * becomes a permanent debit of `wallet` (`ledger.debitHold`), and the request's `fastFill.state` turns
 * `debited`. Used by live fast fills (`executeFastFill`) and seeded ones (`seedHistory`).
 */
export function scheduleFastFillDeadline(
  ctx: SimContext,
  id: string,
  wallet: string,
  deadline: number,
): void {
  ctx.clock.schedule(deadline, () => {
    if (!ctx.ledger.hasHold(id)) return
    ctx.ledger.debitHold(id, ctx.clock.now())
    ctx.store.update(id, (r) => {
      if (r.fastFill) r.fastFill = { ...r.fastFill, state: 'debited' }
    })
    ctx.events.emit('balance.updated', { wallet })
  })
}
