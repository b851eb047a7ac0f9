import { isAddress as matchesChecksum } from 'viem'

/**
 * True for a 20-byte hex address: `0x` + 40 hex digits, all lower case, all upper case, or mixed case that
 * matches its EIP-55 checksum. A mixed-case address with a wrong checksum (a typo) is refused: funds sent to
 * it could not be delivered.
 */
export function isAddress(value: unknown): value is `0x${string}` {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(value)) return false
  const digits = value.slice(2)
  return digits === digits.toLowerCase() || digits === digits.toUpperCase() || matchesChecksum(value)
}
