import * as z from 'zod/mini'
import { quoteDetailsSchema } from './quoteDetailsSchema'
import { quoteFeesSchema } from './quoteFeesSchema'
import { stepsSchema } from './stepsSchema'

/**
 * An SVM item (`data.instructions`, no `data.chainId`: the service's shape) is on the quote's origin chain: it is
 * given that chain id (`details.currencyIn.currency.chainId`), so every transaction item names its chain.
 */
function withSvmItemChains(raw: unknown): unknown {
  const quote = raw as { steps?: unknown; details?: { currencyIn?: { currency?: { chainId?: unknown } } } }
  const origin = quote?.details?.currencyIn?.currency?.chainId
  if (!Array.isArray(quote?.steps) || typeof origin !== 'number') return raw
  const steps = quote.steps.map((step: { items?: unknown }) =>
    Array.isArray(step?.items)
      ? {
          ...step,
          items: step.items.map((item: { data?: Record<string, unknown> }) =>
            Array.isArray(item?.data?.instructions) && item.data.chainId === undefined
              ? { ...item, data: { ...item.data, chainId: origin } }
              : item,
          ),
        }
      : step,
  )
  return { ...quote, steps }
}

/**
 * The body of `POST /quote/v2`: ordered `steps` to perform, `fees` and `details`; `breakdown` and any
 * other field pass through. Every payload in `test/fixtures/real-quotes/` parses.
 */
export const quoteSchema = z.pipe(
  z.transform(withSvmItemChains),
  z.looseObject({
    steps: stepsSchema,
    fees: quoteFeesSchema,
    details: quoteDetailsSchema,
    breakdown: z.optional(
      z.array(z.looseObject({ value: z.optional(z.string()), timeEstimate: z.optional(z.number()) })),
    ),
  }),
)

/** A quote (see {@link quoteSchema}). */
export type Quote = z.output<typeof quoteSchema>
