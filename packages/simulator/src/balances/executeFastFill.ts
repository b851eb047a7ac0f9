import { startFill } from '../lifecycle/startFill'
import { transitionStatus } from '../lifecycle/transitionStatus'
import type { SimContext } from '../model/SimContext'
import { scheduleFastFillDeadline } from './scheduleFastFillDeadline'

/**
 * Carries out an accepted fast fill: places a hold of `usd6` (6-decimal USD units) on `wallet`, adds the `fast_fill`
 * feature (with `solverInputCurrencyAmount`, the delivered amount scales to that input), moves the request to `pending` (the fill then follows on the clock although the deposit
 * is not indexed) and schedules the deadline check: a hold still outstanding at the request's
 * deadline becomes a permanent debit (`ledger.debitHold`, see {@link scheduleFastFillDeadline}).
 */
export function executeFastFill(
  ctx: SimContext,
  id: string,
  wallet: string,
  usd6: bigint,
  solverInputCurrencyAmount?: string,
): void {
  const now = ctx.clock.now()
  const request = ctx.store.get(id)
  if (!request) throw new Error(`unknown request ${id}`)
  const deadline = request.deadline > now ? request.deadline : now + ctx.options.timing.deadlineMs
  ctx.ledger.placeHold(wallet, request.id, usd6, now)
  ctx.store.update(id, (r) => {
    if (!r.features.includes('fast_fill')) r.features = [...r.features, 'fast_fill']
    r.fastFill = {
      holdUsd6: usd6.toString(),
      sponsorWallet: wallet,
      placedAt: now,
      deadline,
      state: 'held',
      ...(solverInputCurrencyAmount !== undefined ? { solverInputCurrencyAmount } : {}),
    }
    // The fill uses exactly that input amount: the output scales with it.
    if (solverInputCurrencyAmount !== undefined && BigInt(r.amountIn) > 0n)
      r.actualAmountOut = (
        (BigInt(r.amountOut) * BigInt(solverInputCurrencyAmount)) /
        BigInt(r.amountIn)
      ).toString()
  })
  ctx.events.emit('balance.updated', { wallet })
  if (transitionStatus(ctx, id, 'pending')) startFill(ctx, id)
  scheduleFastFillDeadline(ctx, request.id, wallet, deadline)
}
