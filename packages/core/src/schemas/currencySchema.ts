import * as z from 'zod/mini'

/**
 * The currency object: `chainId`, `address` (all zeros for a chain's native currency), `symbol`, `name`,
 * `decimals`, optional `metadata` (`logoURI`, `verified`, `isNative`). Unknown fields pass through.
 */
export const currencySchema = z.looseObject({
  chainId: z.number(),
  address: z.string(),
  symbol: z.string(),
  name: z.string(),
  decimals: z.number(),
  metadata: z.optional(
    z.looseObject({
      logoURI: z.optional(z.string()),
      verified: z.optional(z.boolean()),
      isNative: z.optional(z.boolean()),
    }),
  ),
})

/** A currency object (see {@link currencySchema}). */
export type Currency = z.infer<typeof currencySchema>
