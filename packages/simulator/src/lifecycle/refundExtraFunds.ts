import type { SimContext } from '../model/SimContext'
import type { SimRequest } from '../model/types'
import { updateRequest } from './updateRequest'

/** Funds a request received but does not use (a duplicate deposit, an overpayment's surplus). */
export interface ExtraFunds {
  chainId: number
  /** Currency address as sent (the chain's native currency address for native). */
  currency: string
  /** Smallest units. */
  amount: bigint
  /** Who sent them; the refund goes back there. */
  to: string
  /** The origin transaction that brought them. */
  depositTxHash: string
  /** True when they sit in the depository; false when sent to the request's deposit address. */
  fromDepository: boolean
}

// Origin transactions whose extra funds are refunded or being refunded, per simulator ("requestId:chainId:hash").
const refunded = new WeakMap<SimContext, Set<string>>()

/**
 * Returns extra funds of request `id` to their sender on the chain they came from, `timing.submitMs`
 * later on the sim clock, through the backend's refund (`ctx.backend.refund` of the request with these
 * funds as its deposit and the sender as `refundTo`: `depository.refund`, or a solver transfer for a
 * deposit address). The refund is appended to the request's `outTxs` with `kind: 'refund'` (so
 * `refundTxHash` finds it) without touching its status; `updatedAt` and the status event follow
 * (`updateRequest`). At most one refund per origin transaction; nothing is sent for a zero amount; a
 * refund the backend cannot send is logged and stays recorded only as the deposit in `inTxs`.
 */
export function refundExtraFunds(ctx: SimContext, id: string, funds: ExtraFunds): void {
  if (funds.amount <= 0n) return
  let done = refunded.get(ctx)
  if (!done) refunded.set(ctx, (done = new Set()))
  const key = `${id}:${funds.chainId}:${funds.depositTxHash}`.toLowerCase()
  if (done.has(key)) return
  done.add(key)
  ctx.clock.schedule(ctx.clock.now() + ctx.options.timing.submitMs, async () => {
    const request = ctx.store.get(id)
    if (!request) return
    const target: SimRequest = {
      ...request,
      refundTo: funds.to,
      deposited: {
        chainId: funds.chainId,
        currency: funds.currency,
        amount: funds.amount.toString(),
        txHash: funds.depositTxHash,
      },
      depositAddress: funds.fromDepository ? null : request.depositAddress,
    }
    try {
      const tx = await ctx.backend.refund(target)
      updateRequest(ctx, id, (r) => {
        r.outTxs = [...r.outTxs, { ...tx, kind: 'refund' }]
      })
    } catch (error) {
      console.error(`[simulator] could not refund ${funds.depositTxHash} of request ${id}`, error)
    }
  })
}
