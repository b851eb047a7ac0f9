/**
 * A USD amount held as a JSON number (a price-table product or a request body's `maxFillAmountUsd`) as 6-decimal
 * USD units, rounded half away from zero at the sixth decimal. Numbers the simulator wrote from 6-decimal units
 * come back exactly (they have at most six decimals and stay far below 2^53 / 10^6). Non-finite values are 0.
 *
 * @example
 * usd6FromNumber(0.1 + 0.2) // 300000n
 */
export function usd6FromNumber(usd: number): bigint {
  if (!Number.isFinite(usd)) return 0n
  const micro = Math.round(Math.abs(usd) * 1e6)
  return BigInt(usd < 0 ? -micro : micro)
}
