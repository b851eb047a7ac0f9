/**
 * How many decimals an app-balance USD figure shows: cents (2), unless it is a nonzero amount below one cent,
 * which would read `$0.00`: then the service's micro-dollars (6).
 */
export const usdPrecision = (value: number): number => (value !== 0 && Math.abs(value) < 0.01 ? 6 : 2)
