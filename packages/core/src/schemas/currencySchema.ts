import * as z from 'zod/mini'
import { decimalsSchema } from './decimalsSchema'
import { displayTextSchema } from './displayTextSchema'

/**
 * The currency object: `chainId`, `address` (all zeros for a chain's native currency), `symbol`, `name`
 * (made inert: `displayTextSchema`), `decimals` (an integer 0–36, else the record is refused), optional `metadata` (`logoURI`, `verified`, `isNative`). Unknown fields pass through.
 */
export const currencySchema = z.looseObject({
  chainId: z.number(),
  address: z.string(),
  symbol: displayTextSchema,
  name: displayTextSchema,
  decimals: decimalsSchema,
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
