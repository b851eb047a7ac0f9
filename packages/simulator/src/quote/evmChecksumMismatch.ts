import { getAddress } from 'viem'

/**
 * When `value` is a mixed-case `0x` + 40 hex EVM address whose letters do not match its EIP-55 checksum,
 * the correctly checksummed form; otherwise null (not such an address, or all-lowercase / all-uppercase
 * hex, which carries no checksum, or a correct checksum). A mixed-case address is a checksummed one: a
 * mismatch means a typo, and viem refuses to send to it.
 */
export function evmChecksumMismatch(value: unknown): string | null {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(value)) return null
  const hex = value.slice(2)
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return null
  const checksummed = getAddress(value.toLowerCase())
  return checksummed === value ? null : checksummed
}
