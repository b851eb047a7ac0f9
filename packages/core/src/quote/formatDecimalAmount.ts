/**
 * Formats an amount in the smallest unit as a human decimal string (`1500000n`, 6 → `'1.5'`), like viem's
 * `formatUnits`: no trailing zeros, no trailing point, a leading `-` for negative amounts.
 * The inverse of {@link parseTokenAmount} for non-negative amounts.
 *
 * @example
 * formatDecimalAmount(1500000n, 6) // '1.5'
 * formatDecimalAmount(10n ** 18n, 18) // '1'
 */
export function formatDecimalAmount(amount: bigint, decimals: number): string {
  const negative = amount < 0n
  const digits = (negative ? -amount : amount).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
