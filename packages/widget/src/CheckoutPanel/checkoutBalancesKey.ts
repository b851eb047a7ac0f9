/**
 * The query-key prefix of the checkout's balance reads (`useSourceBalances`): invalidated after a payment moved the
 * buyer's funds, so the next order (in the same panel or a new one in the same tab) reads the balances again.
 */
export const checkoutBalancesKey = ['crosspay-checkout-balances'] as const
