import type { ExecutionContext } from '../ExecutionContext'
import type { ExecutionClaim } from '../types'

/**
 * Claims an item (or a batch) before the wallet is asked, and keeps the claim fresh while the prompt is open:
 * another tab never takes a claim for stale while the wallet has not answered. Under the request's Web Lock no
 * other tab runs it, so another owner's claim is a gone tab's evidence (already looked up) and is taken over;
 * without Web Locks a fresh claim of another owner refuses (`in-progress-elsewhere`). Returns the function that
 * stops refreshing (call it once the wallet answered).
 */
export function holdClaim(ctx: ExecutionContext, claim: Omit<ExecutionClaim, 'owner' | 'at'>) {
  const claimed = ctx.store.claim(
    ctx.requestId,
    { ...claim, owner: ctx.owner, at: Date.now() },
    ctx.locked ? 0 : ctx.options.claimStaleMs,
  )
  if (!claimed.ok)
    throw ctx.fail({
      type: 'rejected',
      step: claim.step,
      item: claim.item,
      error: { reason: 'in-progress-elsewhere' },
    })
  const timer = setInterval(
    () => {
      const held = ctx.claim()
      if (held?.owner === ctx.owner && held.step === claim.step && held.item === claim.item)
        ctx.setClaim({ ...held, at: Date.now() })
    },
    Math.max(1000, ctx.options.claimStaleMs / 4),
  )
  return () => clearInterval(timer)
}
