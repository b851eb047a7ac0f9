/** Formats 6-decimal USD units as a decimal string with six places (`1234567n` → `"1.234567"`). */
export function formatUsd6(usd6: bigint): string {
  const negative = usd6 < 0n
  const abs = negative ? -usd6 : usd6
  const whole = abs / 1_000_000n
  const frac = (abs % 1_000_000n).toString().padStart(6, '0')
  return `${negative ? '-' : ''}${whole}.${frac}`
}
