/** Fee components a sponsor can cover (the service's `sponsoredFeeComponents` values). */
export const feeComponents = ['execution', 'swap', 'relay', 'app', 'rent'] as const
