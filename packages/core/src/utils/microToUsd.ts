/**
 * Integer micro-USD (6 decimals) as a USD decimal string with exactly six decimals: `1234568n` → `'1.234568'`.
 *
 * @example
 * microToUsd(1500000n) // '1.500000'
 */
export function microToUsd(micro: bigint): string {
  const negative = micro < 0n
  const digits = (negative ? -micro : micro).toString().padStart(7, '0')
  return `${negative ? '-' : ''}${digits.slice(0, -6)}.${digits.slice(-6)}`
}
