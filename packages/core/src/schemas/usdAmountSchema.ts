import * as z from 'zod/mini'
import { uintStringSchema } from './uintStringSchema'

/**
 * An amount as request records report fee and sponsorship components: `amount` (smallest unit) and
 * `amountUsd`, optionally `amountFormatted`, `usd` and `minimumAmount`. All decimal strings, all optional.
 */
export const usdAmountSchema = z.looseObject({
  amount: z.optional(uintStringSchema),
  amountUsd: z.optional(z.string()),
  amountFormatted: z.optional(z.string()),
  usd: z.optional(z.string()),
  minimumAmount: z.optional(uintStringSchema),
})

/** An amount with its USD value (see {@link usdAmountSchema}). */
export type UsdAmount = z.infer<typeof usdAmountSchema>
