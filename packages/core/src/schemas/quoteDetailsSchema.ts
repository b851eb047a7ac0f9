import * as z from 'zod/mini'
import { currencyAmountSchema } from './currencyAmountSchema'

const impactSchema = z.looseObject({ usd: z.optional(z.string()), percent: z.optional(z.string()) })

/**
 * The `details` of a quote: `operation` (absent in real samples), `sender`, `recipient`, `timeEstimate`
 * (seconds), `currencyIn` / `currencyOut` (amounts), `totalImpact` / `swapImpact` (`usd`, `percent`), `rate`,
 * `slippageTolerance`. Every field is optional.
 */
export const quoteDetailsSchema = z.looseObject({
  operation: z.optional(z.string()),
  sender: z.optional(z.string()),
  recipient: z.optional(z.string()),
  timeEstimate: z.optional(z.number()),
  currencyIn: z.optional(currencyAmountSchema),
  currencyOut: z.optional(currencyAmountSchema),
  totalImpact: z.optional(impactSchema),
  swapImpact: z.optional(impactSchema),
  rate: z.optional(z.string()),
  slippageTolerance: z.optional(z.unknown()),
})

/** A quote's details (see {@link quoteDetailsSchema}). */
export type QuoteDetails = z.infer<typeof quoteDetailsSchema>
