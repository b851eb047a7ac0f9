import type { SimRequest } from '../model/types'

/** What a refund of a request sends: exactly what was deposited, back to the refund target. */
export interface RefundPlan {
  chainId: number
  /** Currency address as deposited (the chain's native currency address for native). */
  currency: string
  amount: bigint
  /** `refundTo`, else the user. */
  to: string
  /**
   * True when the deposit sits in the depository (refunded with `depository.refund`); false for
   * deposit-address requests, whose refund the solver pays from its own balance (it sweeps deposit
   * addresses; the simulator holds no keys for them).
   */
  fromDepository: boolean
}

/**
 * The refund of a request: the indexed deposit (`deposited`: its chain, currency and amount), or the
 * quoted input when no deposit was recorded (seeded history, for reporting only: the lifecycle never sends
 * a refund before a deposit is recorded).
 */
export function refundPlan(request: SimRequest): RefundPlan {
  const d = request.deposited
  return {
    chainId: d?.chainId ?? request.originChainId,
    currency: d?.currency ?? request.currencyIn.address,
    amount: BigInt(d?.amount ?? request.amountIn),
    to: request.refundTo ?? request.user,
    fromDepository: request.depositAddress === null,
  }
}
