import { z } from 'zod'
import { currencySchema } from './currencySchema'

const routeAmountSchema = z.looseObject({
  currency: currencySchema,
  amount: z.string(),
  amountFormatted: z.string().optional(),
  amountUsd: z.string().optional(),
})

const routeSideSchema = z.looseObject({
  inputCurrency: routeAmountSchema.optional(),
  outputCurrency: routeAmountSchema.optional(),
  router: z.string().nullable().optional(),
})

const routeLegSchema = z.looseObject({
  origin: routeSideSchema.optional(),
  // Same-chain swaps have no destination side.
  destination: routeSideSchema.nullable().optional(),
  rate: z.string().optional(),
})

/**
 * `data.route` of a v3 request record: swap sources and the `quoted` / `actual` legs (`origin`,
 * `destination`, each with `inputCurrency`, `outputCurrency`, `router`; `actual` adds `rate`). The received
 * amount is `actual.destination.outputCurrency` (same-chain: `actual.origin.outputCurrency`).
 */
export const requestRouteSchema = z.looseObject({
  includedSwapSources: z.array(z.string()).optional(),
  includedOriginSwapSources: z.array(z.string()).optional(),
  includedDestinationSwapSources: z.array(z.string()).optional(),
  quoted: routeLegSchema.nullable().optional(),
  actual: routeLegSchema.nullable().optional(),
})

/** A request record's route (see {@link requestRouteSchema}). */
export type RequestRoute = z.infer<typeof requestRouteSchema>
