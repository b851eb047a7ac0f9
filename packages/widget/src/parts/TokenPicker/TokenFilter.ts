/**
 * Which chains and tokens a panel offers. Tokens are named `chainId:address` (address case-insensitive for EVM).
 * A deny entry always wins; an allow list, when given, is the whole offer.
 */
export type TokenFilter = {
  /** Only these chain ids. */
  allowChains?: readonly number[] | undefined
  /** Never these chain ids. */
  denyChains?: readonly number[] | undefined
  /** Only these tokens (`8453:0x…`). */
  allowTokens?: readonly string[] | undefined
  /** Never these tokens (`8453:0x…`). */
  denyTokens?: readonly string[] | undefined
}
