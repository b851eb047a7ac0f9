import * as z from 'zod/mini'

/**
 * A currency inside a chain record (`currency`, `featuredTokens[]`, `erc20Currencies[]`, `solverCurrencies[]`):
 * the currency object plus `id` and `supportsBridging`. `chainId` and `name` are optional here: chain
 * records of the real service omit them.
 */
export const chainCurrencySchema = z.looseObject({
  id: z.optional(z.string()),
  chainId: z.optional(z.number()),
  address: z.string(),
  symbol: z.string(),
  name: z.optional(z.string()),
  decimals: z.number(),
  supportsBridging: z.optional(z.boolean()),
  metadata: z.optional(z.looseObject({ logoURI: z.optional(z.string()), verified: z.optional(z.boolean()) })),
})

/** A currency of a chain record (see {@link chainCurrencySchema}). */
export type ChainCurrency = z.infer<typeof chainCurrencySchema>
