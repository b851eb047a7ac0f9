import * as z from 'zod/mini'
import { currencyAmountSchema } from './currencyAmountSchema'
import { currencySchema } from './currencySchema'
import { uintStringSchema } from './uintStringSchema'

/**
 * The `fees` of a quote: components `gas` (origin gas), `relayer`, `relayerGas`, `relayerService`, `app`,
 * each `{currency, amount, amountFormatted?, amountUsd?}`; when sponsorship applies, `subsidized`
 * (`amount`, `amountUsd`) is what the sponsor pays. Other components pass through.
 */
export const quoteFeesSchema = z.looseObject({
  gas: z.optional(z.nullable(currencyAmountSchema)),
  relayer: z.optional(z.nullable(currencyAmountSchema)),
  relayerGas: z.optional(z.nullable(currencyAmountSchema)),
  relayerService: z.optional(z.nullable(currencyAmountSchema)),
  app: z.optional(z.nullable(currencyAmountSchema)),
  subsidized: z.optional(
    z.nullable(
      z.looseObject({
        amount: uintStringSchema,
        amountUsd: z.string(),
        amountFormatted: z.optional(z.string()),
        currency: z.optional(currencySchema),
      }),
    ),
  ),
})

/** A quote's fees (see {@link quoteFeesSchema}). */
export type QuoteFees = z.infer<typeof quoteFeesSchema>
