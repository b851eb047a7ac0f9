import { z } from 'zod'
import { currencySchema } from './currencySchema'

/** One app balance entry: its currency and `amount`, `amountFormatted`, `amountUsd`, `minimumAmount` (decimal strings). */
export const appBalanceSchema = z.looseObject({
  currency: currencySchema,
  amount: z.string(),
  amountFormatted: z.string().optional(),
  amountUsd: z.string().optional(),
  minimumAmount: z.string().optional(),
})

/** An app balance entry (see {@link appBalanceSchema}). */
export type AppBalance = z.infer<typeof appBalanceSchema>
