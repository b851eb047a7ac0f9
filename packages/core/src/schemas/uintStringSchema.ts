import * as z from 'zod/mini'

const maxUint256 = (1n << 256n) - 1n
const digits = /^\d+$/

// One refine (its message tells which rule failed) rather than z.regex + z.refine: the same verdicts and
// messages without zod's string-format checks, which nothing else the hooks parse uses (issue 19).
/**
 * An amount as every response carries it: an unsigned integer string (smallest units, digits only) within
 * uint256, kept as the string. Anything else (a decimal, a sign, hex, an exponent, a blank, a number past 2^256 - 1)
 * fails the parse, so the client answers with a `ResponseShapeError` before anything executes or renders it, and
 * `BigInt(amount)` downstream never throws.
 *
 * @example
 * uintStringSchema.parse('1000000') // '1000000'
 * uintStringSchema.safeParse('1.5').success // false
 */
export const uintStringSchema = z.string().check(
  z.refine((value) => digits.test(value) && value.length <= 80 && BigInt(value) <= maxUint256, {
    error: (issue) =>
      digits.test(String(issue.input)) ? 'at most 2^256 - 1' : 'an unsigned integer string (smallest units)',
  }),
)
