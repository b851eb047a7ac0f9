import { formatUsd6 } from './formatUsd6'

/**
 * 6-decimal USD units as the JSON number a response carries (`1234567n` → `1.234567`): the one place a USD
 * amount becomes a float, when it is written out. Exact for any amount below 2^53 / 10^6 USD.
 *
 * @example
 * usd6ToNumber(300000n) // 0.3
 */
export function usd6ToNumber(usd6: bigint): number {
  return Number(formatUsd6(usd6))
}
