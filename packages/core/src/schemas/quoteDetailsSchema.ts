import { z } from 'zod'
import { currencyAmountSchema } from './currencyAmountSchema'

const impactSchema = z.looseObject({ usd: z.string().optional(), percent: z.string().optional() })

/**
 * The `details` of a quote: `operation` (absent in real samples), `sender`, `recipient`, `timeEstimate`
 * (seconds), `currencyIn` / `currencyOut` (amounts), `totalImpact` / `swapImpact` (`usd`, `percent`), `rate`,
 * `slippageTolerance`. Every field is optional.
 */
export const quoteDetailsSchema = z.looseObject({
  operation: z.string().optional(),
  sender: z.string().optional(),
  recipient: z.string().optional(),
  timeEstimate: z.number().optional(),
  currencyIn: currencyAmountSchema.optional(),
  currencyOut: currencyAmountSchema.optional(),
  totalImpact: impactSchema.optional(),
  swapImpact: impactSchema.optional(),
  rate: z.string().optional(),
  slippageTolerance: z.unknown().optional(),
})

/** A quote's details (see {@link quoteDetailsSchema}). */
export type QuoteDetails = z.infer<typeof quoteDetailsSchema>
