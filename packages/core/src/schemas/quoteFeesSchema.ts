import { z } from 'zod'
import { currencyAmountSchema } from './currencyAmountSchema'
import { currencySchema } from './currencySchema'

/**
 * The `fees` of a quote: components `gas` (origin gas), `relayer`, `relayerGas`, `relayerService`, `app`,
 * each `{currency, amount, amountFormatted?, amountUsd?}`; when sponsorship applies, `subsidized`
 * (`amount`, `amountUsd`) is what the sponsor pays. Other components pass through.
 */
export const quoteFeesSchema = z.looseObject({
  gas: currencyAmountSchema.optional(),
  relayer: currencyAmountSchema.optional(),
  relayerGas: currencyAmountSchema.optional(),
  relayerService: currencyAmountSchema.optional(),
  app: currencyAmountSchema.optional(),
  subsidized: z
    .looseObject({
      amount: z.string(),
      amountUsd: z.string(),
      amountFormatted: z.string().optional(),
      currency: currencySchema.optional(),
    })
    .optional(),
})

/** A quote's fees (see {@link quoteFeesSchema}). */
export type QuoteFees = z.infer<typeof quoteFeesSchema>
