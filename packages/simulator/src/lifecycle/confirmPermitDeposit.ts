import type { SimContext } from '../model/SimContext'
import type { DepositedFunds, SimRequest, SimTx } from '../model/types'
import { indexDeposit } from './indexDeposit'
import { lifecycleSteps } from './lifecycleSteps'
import { transitionStatus } from './transitionStatus'

/**
 * Permit / gasless flows: the signed authorization was accepted by the execute API, so the
 * origin deposit is confirmed (`waiting` → `depositing`); the solver then pulls the deposit
 * through the backend (`executePermitDeposit`) and indexes it (→ `pending`, the fill following
 * on the clock). A pull that fails is retried on the clock with exponential backoff; after
 * {@link maxRetries} failed retries the request ends as `failure` (`TRANSFER_FROM_FAILED`, no
 * `refundFailReason`: nothing was deposited, so there is nothing to refund). A request that is not
 * `waiting` is left alone. Throws for an unknown id.
 */
export async function confirmPermitDeposit(ctx: SimContext, requestId: string): Promise<void> {
  const request = ctx.store.get(requestId)
  if (!request) throw new Error(`unknown request ${requestId}`)
  if (!transitionStatus(ctx, requestId, 'depositing')) return
  let tx: Awaited<ReturnType<typeof ctx.backend.executePermitDeposit>>
  try {
    tx = await ctx.backend.executePermitDeposit(request)
  } catch {
    // The solver keeps the request in `depositing` and retries later.
    lifecycleSteps.schedule(ctx, requestId, ctx.clock.now() + ctx.options.timing.submitMs, () =>
      retry(ctx, requestId, 1),
    )
    return
  }
  // The chain watcher may have indexed the same transaction already (anvil mode).
  if (request.inTxs.some((t) => String(t.txHash).toLowerCase() === String(tx.txHash).toLowerCase())) return
  indexDeposit(ctx, requestId, tx, permitDeposited(request, tx))
}

/** Retries of a failed permit pull before the request ends as `failure`. */
const maxRetries = 5

/** A permit deposit pulls exactly the quoted amount of the quoted currency. */
const permitDeposited = (request: SimRequest, tx: SimTx): DepositedFunds => ({
  chainId: request.originChainId,
  currency: request.currencyIn.address,
  amount: request.amountIn,
  txHash: String(tx.txHash),
})

async function retry(ctx: SimContext, id: string, attempt: number): Promise<void> {
  const request = ctx.store.get(id)
  if (request?.status !== 'depositing') return
  try {
    const tx = await ctx.backend.executePermitDeposit(request)
    indexDeposit(ctx, id, tx, permitDeposited(request, tx))
  } catch {
    if (attempt < maxRetries)
      lifecycleSteps.schedule(ctx, id, ctx.clock.now() + ctx.options.timing.submitMs * 2 ** attempt, () =>
        retry(ctx, id, attempt + 1),
      )
    else
      transitionStatus(ctx, id, 'failure', (r) => {
        r.failReason = 'TRANSFER_FROM_FAILED'
        r.refundFailReason = null
      })
  }
}
