import type { ExecutionClaim } from '../types'

/**
 * Where an item sits in a claim: 0 for the item the claim names, k for the k-th following single-item step of a
 * batch claim (its transaction's nonce is `claim.nonce + k`), or -1 when the claim does not cover it.
 */
export function claimOffset(claim: ExecutionClaim | undefined, step: number, item: number): number {
  if (!claim) return -1
  if (claim.step === step && claim.item === item) return 0
  const offset = step - claim.step
  return item === 0 && claim.item === 0 && offset > 0 && offset < (claim.batch ?? 1) ? offset : -1
}
