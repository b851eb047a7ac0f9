/** True for a 20-byte hex address (`0x` + 40 hex digits, any case; the checksum is not verified). */
export function isAddress(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)
}
