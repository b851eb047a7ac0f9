import type { AppBalancesResponse } from '@crosspay/core'

/**
 * Whether fast fills can draw on the app balance: `no-wallet` (no sponsorship wallet linked to the key, so the
 * service refuses every fast fill), `no-balance` (nothing available), `holds-outstanding` (fast fills hold part of
 * the balance; the rest is available) or `ready`.
 */
export type FastFillReadiness = 'no-wallet' | 'no-balance' | 'holds-outstanding' | 'ready'

/**
 * Reads fast-fill readiness from the balance answer (`availableBalanceUsd`, `outstandingFastFillBalanceUsd`).
 * Undefined while the balance is not known. Pure.
 */
export function fastFillReadiness(
  wallet: string | undefined,
  balance: Pick<AppBalancesResponse, 'availableBalanceUsd' | 'outstandingFastFillBalanceUsd'> | undefined,
): FastFillReadiness | undefined {
  if (!wallet) return 'no-wallet'
  if (!balance) return undefined
  if (!(balance.availableBalanceUsd > 0)) return 'no-balance'
  return balance.outstandingFastFillBalanceUsd > 0 ? 'holds-outstanding' : 'ready'
}
