import * as z from 'zod/mini'
import { currencySchema } from './currencySchema'
import { uintStringSchema } from './uintStringSchema'

/** One app balance entry: its currency and `amount`, `amountFormatted`, `amountUsd`, `minimumAmount` (decimal strings). */
export const appBalanceSchema = z.looseObject({
  currency: currencySchema,
  amount: uintStringSchema,
  amountFormatted: z.optional(z.string()),
  amountUsd: z.optional(z.string()),
  minimumAmount: z.optional(uintStringSchema),
})

/** An app balance entry (see {@link appBalanceSchema}). */
export type AppBalance = z.infer<typeof appBalanceSchema>
