import type { AppBalancesResponse } from '../schemas/appBalancesResponseSchema'
import { usdToMicro } from '../utils/usdToMicro'

/** One currency of an app balance and how much of it can be claimed now. */
export type ClaimableBalance = {
  /** The balance line (currency, amount, …) as the service lists it. */
  balance: AppBalancesResponse['balances'][number]
  /** Smallest units claimable in one claim of this currency: all of it, unless fast-fill holds leave less available. */
  claimable: bigint
}

/**
 * What each currency of an app balance can be claimed for now: the service refuses a claim whose USD value exceeds
 * `availableBalanceUsd` (the total minus fast-fill holds), so a line worth more than that is claimable only in part,
 * in proportion (rounded down). Computed in micro-USD, never as floats. Pure.
 *
 * @example
 * getClaimableBalances(data).map((c) => `${c.balance.currency.symbol}: ${c.claimable}`)
 */
export function getClaimableBalances(response: AppBalancesResponse): ClaimableBalance[] {
  const available = usdToMicro(response.availableBalanceUsd)
  return response.balances.map((balance) => {
    const units = /^[0-9]+$/.test(balance.amount) ? BigInt(balance.amount) : 0n
    const value = usdToMicro(balance.amountUsd)
    const claimable = available <= 0n ? 0n : value <= available ? units : (units * available) / value
    return { balance, claimable }
  })
}
