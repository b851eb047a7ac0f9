import * as z from 'zod/mini'
import { currencySchema } from './currencySchema'
import { uintStringSchema } from './uintStringSchema'

const routeAmountSchema = z.looseObject({
  currency: currencySchema,
  amount: uintStringSchema,
  amountFormatted: z.optional(z.string()),
  amountUsd: z.optional(z.string()),
})

const routeSideSchema = z.looseObject({
  inputCurrency: z.optional(routeAmountSchema),
  outputCurrency: z.optional(routeAmountSchema),
  router: z.optional(z.nullable(z.string())),
})

const routeLegSchema = z.looseObject({
  origin: z.optional(routeSideSchema),
  // Same-chain swaps have no destination side.
  destination: z.optional(z.nullable(routeSideSchema)),
  rate: z.optional(z.string()),
})

/**
 * `data.route` of a v3 request record: swap sources and the `quoted` / `actual` legs (`origin`,
 * `destination`, each with `inputCurrency`, `outputCurrency`, `router`; `actual` adds `rate`). The received
 * amount is `actual.destination.outputCurrency` (same-chain: `actual.origin.outputCurrency`).
 */
export const requestRouteSchema = z.looseObject({
  includedSwapSources: z.optional(z.array(z.string())),
  includedOriginSwapSources: z.optional(z.array(z.string())),
  includedDestinationSwapSources: z.optional(z.array(z.string())),
  quoted: z.optional(z.nullable(routeLegSchema)),
  actual: z.optional(z.nullable(routeLegSchema)),
})

/** A request record's route (see {@link requestRouteSchema}). */
export type RequestRoute = z.infer<typeof requestRouteSchema>
