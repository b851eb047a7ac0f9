import type { FeePart } from './types'

/** Two fees of the same currency together. */
export function addFeeParts(a: FeePart, b: FeePart): FeePart {
  return { amount: a.amount + b.amount, micro: a.micro + b.micro }
}
