import * as z from 'zod/mini'
import { currencySchema } from './currencySchema'

/** One app balance entry: its currency and `amount`, `amountFormatted`, `amountUsd`, `minimumAmount` (decimal strings). */
export const appBalanceSchema = z.looseObject({
  currency: currencySchema,
  amount: z.string(),
  amountFormatted: z.optional(z.string()),
  amountUsd: z.optional(z.string()),
  minimumAmount: z.optional(z.string()),
})

/** An app balance entry (see {@link appBalanceSchema}). */
export type AppBalance = z.infer<typeof appBalanceSchema>
