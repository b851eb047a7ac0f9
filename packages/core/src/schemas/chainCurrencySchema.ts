import { z } from 'zod'

/**
 * A currency inside a chain record (`currency`, `featuredTokens[]`, `erc20Currencies[]`, `solverCurrencies[]`):
 * the currency object plus `id` and `supportsBridging`. `chainId` and `name` are optional here: chain
 * records of the real service omit them.
 */
export const chainCurrencySchema = z.looseObject({
  id: z.string().optional(),
  chainId: z.number().optional(),
  address: z.string(),
  symbol: z.string(),
  name: z.string().optional(),
  decimals: z.number(),
  supportsBridging: z.boolean().optional(),
  metadata: z.looseObject({ logoURI: z.string().optional(), verified: z.boolean().optional() }).optional(),
})

/** A currency of a chain record (see {@link chainCurrencySchema}). */
export type ChainCurrency = z.infer<typeof chainCurrencySchema>
