import * as z from 'zod/mini'

/**
 * A currency's `decimals`: an integer from 0 to 36. Anything else (-1, 2.5, 1e9) refuses the record with a
 * `ResponseShapeError`: a wrong scale shows a balance 10× too high or too low and makes amounts meaningless.
 */
export const decimalsSchema = z.int().check(z.gte(0), z.lte(36))
