import * as z from 'zod/mini'

// One refine rather than z.int().check(z.gte(0), z.lte(36)): the same verdicts without zod's number-format and
// range checks, which nothing else the hooks parse uses (issue 19: bytes a host pays).
/**
 * A currency's `decimals`: an integer from 0 to 36. Anything else (-1, 2.5, 1e9) refuses the record with a
 * `ResponseShapeError`: a wrong scale shows a balance 10× too high or too low and makes amounts meaningless.
 */
export const decimalsSchema = z
  .number()
  .check(z.refine((value) => Number.isInteger(value) && value >= 0 && value <= 36, 'an integer from 0 to 36'))
