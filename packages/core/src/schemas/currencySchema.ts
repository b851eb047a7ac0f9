import { z } from 'zod'

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
  metadata: z
    .looseObject({
      logoURI: z.string().optional(),
      verified: z.boolean().optional(),
      isNative: z.boolean().optional(),
    })
    .optional(),
})

/** A currency object (see {@link currencySchema}). */
export type Currency = z.infer<typeof currencySchema>
