/** An unsigned 64-bit integer as 16 hex digits, little-endian (how SVM programs read amounts). */
export function u64Hex(value: bigint): string {
  if (value < 0n || value >= 1n << 64n) throw new RangeError(`${value} does not fit in a u64`)
  let out = ''
  for (let i = 0n; i < 8n; i++) out += ((value >> (8n * i)) & 0xffn).toString(16).padStart(2, '0')
  return out
}
