import { addresses } from '../config/addresses'
import type { SimContext } from '../model/SimContext'
import { fromUsd6 } from '../quote/fromUsd6'

/**
 * The origin deposit of a fast-filled request landed after its hold had become a permanent debit
 * (`scheduleFastFillDeadline`): the solver has the user's funds after all, so the sponsor gets the
 * debit back. Credits the USD value the ledger actually debited for this request (its `debit` entry)
 * in the stablecoin the sponsor holds (else the 8453 stablecoin), recorded as a ledger credit carrying
 * the deposit's `txHash`; `fastFill.state` turns `released`. No-op unless the state is `debited`.
 */
export function creditBackFastFillDebit(ctx: SimContext, id: string, txHash: string): void {
  const request = ctx.store.get(id)
  const fastFill = request?.fastFill
  if (!request || fastFill?.state !== 'debited') return
  const wallet = fastFill.sponsorWallet
  const debit = ctx.ledger
    .entries(wallet)
    .filter((e) => e.kind === 'debit' && e.requestId?.toLowerCase() === request.id.toLowerCase())
    .at(-1)
  const usd6 = debit?.usd6 ?? 0n
  const held = ctx.ledger
    .summary(wallet)
    .balances.map((b) => ctx.currency(b.currency.chainId, b.currency.address))
    .find((c) => c?.isStablecoin)
  const currency = held ?? ctx.currency(8453, addresses.stablecoin)
  // The units worth the debited value, rounded up: the sponsor gets back at least what was debited.
  if (currency && usd6 > 0n)
    ctx.ledger.credit(wallet, currency, fromUsd6(usd6, currency, true), { txHash, at: ctx.clock.now() })
  ctx.store.update(id, (r) => {
    if (r.fastFill) r.fastFill = { ...r.fastFill, state: 'released' }
  })
  ctx.events.emit('balance.updated', { wallet })
}
