import { evmChecksumMismatch } from './evmChecksumMismatch'

/**
 * Whether `value` is a 20-byte hex EVM address (`0x` + 40 hex digits) as EIP-55 allows it: all-lowercase
 * or all-uppercase hex (no checksum), or mixed case matching its checksum. A mixed-case address with a
 * wrong checksum is refused (see {@link evmChecksumMismatch}).
 */
export function isEvmAddress(value: unknown): value is string {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value) && evmChecksumMismatch(value) === null
}
