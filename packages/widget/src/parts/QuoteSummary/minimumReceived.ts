import type { Quote } from '@crosspay/core'

/**
 * The least the recipient gets, in the output currency's smallest units: `currencyOut.minimumAmount` when the
 * service gives it, else the output less the destination slippage (`details.slippageTolerance.destination.value`),
 * else the output itself. Undefined without an output.
 */
export function minimumReceived(quote: Quote): bigint | undefined {
  const out = quote.details?.currencyOut as { amount?: string; minimumAmount?: string } | undefined
  const digits = (v: unknown) => (typeof v === 'string' && /^[0-9]+$/.test(v) ? BigInt(v) : undefined)
  const minimum = digits(out?.minimumAmount)
  if (minimum !== undefined) return minimum
  const amount = digits(out?.amount)
  if (amount === undefined) return undefined
  const slippage = quote.details?.slippageTolerance as { destination?: { value?: unknown } } | undefined
  const less = digits(slippage?.destination?.value) ?? 0n
  return amount > less ? amount - less : 0n
}
