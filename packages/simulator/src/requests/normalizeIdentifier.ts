/** `0x` followed by hex digits only: an EVM address, hash or request id. */
const evmHex = /^0x[0-9a-fA-F]*$/

/**
 * Normalises an identifier (address, transaction hash, request id) for comparison: EVM hex is
 * case-insensitive (checksummed and lower-case spellings are the same address), so it is lower-cased;
 * anything else (SVM base58 addresses and signatures) is case-sensitive and kept exactly.
 */
export function normalizeIdentifier(value: string): string {
  return evmHex.test(value) ? value.toLowerCase() : value
}
