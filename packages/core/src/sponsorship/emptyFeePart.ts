import type { FeePart } from './types'

/** A fee of nothing. */
export function emptyFeePart(): FeePart {
  return { amount: 0n, micro: 0n }
}
