import * as z from 'zod/mini'
import { currencySchema } from './currencySchema'
import { uintStringSchema } from './uintStringSchema'

/**
 * An amount of a currency, as quotes report fees and `details.currencyIn/Out`: `amount` in the smallest unit
 * (decimal string), optional `amountFormatted` and `amountUsd` (decimal strings).
 */
export const currencyAmountSchema = z.looseObject({
  currency: currencySchema,
  amount: uintStringSchema,
  amountFormatted: z.optional(z.string()),
  amountUsd: z.optional(z.string()),
})

/** An amount of a currency (see {@link currencyAmountSchema}). */
export type CurrencyAmount = z.infer<typeof currencyAmountSchema>
