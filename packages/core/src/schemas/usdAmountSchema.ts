import { z } from 'zod'

/**
 * An amount as request records report fee and sponsorship components: `amount` (smallest unit) and
 * `amountUsd`, optionally `amountFormatted`, `usd` and `minimumAmount`. All decimal strings, all optional.
 */
export const usdAmountSchema = z.looseObject({
  amount: z.string().optional(),
  amountUsd: z.string().optional(),
  amountFormatted: z.string().optional(),
  usd: z.string().optional(),
  minimumAmount: z.string().optional(),
})

/** An amount with its USD value (see {@link usdAmountSchema}). */
export type UsdAmount = z.infer<typeof usdAmountSchema>
