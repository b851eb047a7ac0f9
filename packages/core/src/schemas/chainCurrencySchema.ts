import * as z from 'zod/mini'
import { decimalsSchema } from './decimalsSchema'
import { displayTextSchema } from './displayTextSchema'

/**
 * A currency inside a chain record (`currency`, `featuredTokens[]`, `erc20Currencies[]`, `solverCurrencies[]`):
 * the currency object plus `id` and `supportsBridging`. `chainId` and `name` are optional here: chain
 * records of the real service omit them. Names and symbols are made inert (`displayTextSchema`); `decimals` is
 * an integer 0–36 or the record is refused.
 */
export const chainCurrencySchema = z.looseObject({
  id: z.optional(z.string()),
  chainId: z.optional(z.number()),
  address: z.string(),
  symbol: displayTextSchema,
  name: z.optional(displayTextSchema),
  decimals: decimalsSchema,
  supportsBridging: z.optional(z.boolean()),
  metadata: z.optional(z.looseObject({ logoURI: z.optional(z.string()), verified: z.optional(z.boolean()) })),
})

/** A currency of a chain record (see {@link chainCurrencySchema}). */
export type ChainCurrency = z.infer<typeof chainCurrencySchema>
