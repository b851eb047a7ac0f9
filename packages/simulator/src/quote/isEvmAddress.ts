/** Whether `value` is a 20-byte hex EVM address (`0x` + 40 hex digits; checksum not enforced). */
export function isEvmAddress(value: unknown): value is string {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)
}
