/** Largest values of the unsigned integer types amounts are stored in on chain. */
export const uint = {
  /** 2^256 − 1: an EVM token amount (ERC-20 balances and `msg.value`). */
  max256: 2n ** 256n - 1n,
  /** 2^64 − 1: an SVM token amount (SPL token and lamport balances). */
  max64: 2n ** 64n - 1n,
} as const
