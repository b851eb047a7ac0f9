import * as z from 'zod/mini'
import { quoteDetailsSchema } from './quoteDetailsSchema'
import { quoteFeesSchema } from './quoteFeesSchema'
import { stepsSchema } from './stepsSchema'

/**
 * The body of `POST /quote/v2`: ordered `steps` to perform, `fees` and `details`; `breakdown` and any
 * other field pass through. Every payload in `test/fixtures/real-quotes/` parses.
 */
export const quoteSchema = z.looseObject({
  steps: stepsSchema,
  fees: quoteFeesSchema,
  details: quoteDetailsSchema,
  breakdown: z.optional(
    z.array(z.looseObject({ value: z.optional(z.string()), timeEstimate: z.optional(z.number()) })),
  ),
})

/** A quote (see {@link quoteSchema}). */
export type Quote = z.infer<typeof quoteSchema>
