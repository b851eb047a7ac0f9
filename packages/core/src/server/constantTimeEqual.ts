/**
 * Compares two byte arrays of the same length without an early exit: every byte of both is read
 * whatever the first difference, so the time taken does not reveal how much of a guess was right.
 * Arrays of different lengths are unequal at once (the length is not secret).
 *
 * @example
 * constantTimeEqual(expectedMac, receivedMac) // true only when every byte matches
 */
export function constantTimeEqual(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0)
  return diff === 0
}
