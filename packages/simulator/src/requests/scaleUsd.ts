import { usd6FromNumber } from '../quote/usd6FromNumber'
import { usd6ToNumber } from '../quote/usd6ToNumber'

/**
 * The USD value of `amount` smallest units when `quotedAmount` of them were worth `quotedUsd`: exact bigint
 * arithmetic in 6-decimal USD units (rounded down), a JSON number only on the way out. 0 when nothing was quoted.
 *
 * @example
 * scaleUsd(150, '1000000', '500000') // 75
 */
export function scaleUsd(quotedUsd: number, quotedAmount: string, amount: string | bigint): number {
  const quoted = BigInt(quotedAmount)
  if (quoted <= 0n) return 0
  return usd6ToNumber((usd6FromNumber(quotedUsd) * BigInt(amount)) / quoted)
}
