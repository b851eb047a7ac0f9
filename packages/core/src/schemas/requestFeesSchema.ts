import { z } from 'zod'
import { currencySchema } from './currencySchema'
import { usdAmountSchema } from './usdAmountSchema'

const componentsSchema = z.looseObject({
  swap: usdAmountSchema.optional(),
  execution: usdAmountSchema.optional(),
  platform: usdAmountSchema.optional(),
  app: usdAmountSchema.optional(),
  sponsored: usdAmountSchema.optional(),
})

/**
 * `data.fees` of a v3 request record: `quoted` and `actual` per-component breakdowns (`swap`, `execution`,
 * `platform`, `app`, `sponsored`, each `{usd, amount?, amountFormatted?}`) and the fee `currency`.
 */
export const requestFeesSchema = z.looseObject({
  quoted: componentsSchema.nullable().optional(),
  actual: componentsSchema.nullable().optional(),
  currency: currencySchema.nullable().optional(),
})

/** A request record's fees (see {@link requestFeesSchema}). */
export type RequestFees = z.infer<typeof requestFeesSchema>
