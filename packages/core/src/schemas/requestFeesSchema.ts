import * as z from 'zod/mini'
import { currencySchema } from './currencySchema'
import { usdAmountSchema } from './usdAmountSchema'

const componentsSchema = z.looseObject({
  swap: z.optional(usdAmountSchema),
  execution: z.optional(usdAmountSchema),
  platform: z.optional(usdAmountSchema),
  app: z.optional(usdAmountSchema),
  sponsored: z.optional(usdAmountSchema),
})

/**
 * `data.fees` of a v3 request record: `quoted` and `actual` per-component breakdowns (`swap`, `execution`,
 * `platform`, `app`, `sponsored`, each `{usd, amount?, amountFormatted?}`) and the fee `currency`.
 */
export const requestFeesSchema = z.looseObject({
  quoted: z.optional(z.nullable(componentsSchema)),
  actual: z.optional(z.nullable(componentsSchema)),
  currency: z.optional(z.nullable(currencySchema)),
})

/** A request record's fees (see {@link requestFeesSchema}). */
export type RequestFees = z.infer<typeof requestFeesSchema>
