import { zeroAddress } from 'viem'

/** Native currency kept back for gas when the max button fills in a native balance: 0.002 (18 decimals). */
export const nativeGasBuffer = 2_000_000_000_000_000n

/**
 * What the max button fills in: the whole balance of a token, or the native balance less a gas buffer (never below
 * zero), so the deposit can still pay for its own gas.
 */
export function maxSpendable(
  balance: bigint | undefined,
  currency: string | undefined,
  buffer = nativeGasBuffer,
) {
  if (balance === undefined || currency === undefined) return undefined
  if (currency.toLowerCase() !== zeroAddress) return balance
  return balance > buffer ? balance - buffer : 0n
}
