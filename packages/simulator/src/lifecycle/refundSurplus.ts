import type { SimContext } from '../model/SimContext'
import { depositSender } from './depositSender'
import { refundExtraFunds } from './refundExtraFunds'

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * Once a request has succeeded (its fill used the quoted input), returns what its deposit paid above
 * the quoted `amountIn` (same chain and currency) to the deposit's sender (`refundExtraFunds`). A request
 * that ends otherwise returns its whole deposit (`endWithOutcome`), so nothing is sent here before
 * `success`. Safe to call more than once.
 */
export function refundSurplus(ctx: SimContext, id: string): void {
  const request = ctx.store.get(id)
  const deposited = request?.deposited
  if (request?.status !== 'success' || !deposited) return
  if (deposited.chainId !== request.originChainId || !same(deposited.currency, request.currencyIn.address))
    return
  const surplus = BigInt(deposited.amount) - BigInt(request.amountIn)
  if (surplus <= 0n) return
  const tx = request.inTxs.find((t) => same(String(t.txHash), deposited.txHash))
  refundExtraFunds(ctx, id, {
    chainId: deposited.chainId,
    currency: deposited.currency,
    amount: surplus,
    to: tx ? depositSender(tx.data) : request.user,
    depositTxHash: deposited.txHash,
    fromDepository: request.depositAddress === null,
  })
}
