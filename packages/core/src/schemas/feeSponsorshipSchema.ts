import * as z from 'zod/mini'
import { currencySchema } from './currencySchema'
import { uintStringSchema } from './uintStringSchema'
import { usdAmountSchema } from './usdAmountSchema'

const componentSchema = z.looseObject({
  selected: z.optional(z.boolean()),
  total: z.optional(usdAmountSchema),
  sponsored: z.optional(usdAmountSchema),
  userPays: z.optional(usdAmountSchema),
})

const sideSchema = z.looseObject({
  selectedComponents: z.optional(z.array(z.string())),
  maxSubsidizationAmount: z.optional(z.nullable(z.string())),
  capHit: z.optional(z.boolean()),
  components: z.optional(
    z.looseObject({
      execution: z.optional(componentSchema),
      swap: z.optional(componentSchema),
      platform: z.optional(componentSchema),
      app: z.optional(componentSchema),
    }),
  ),
  sponsoredTotal: z.optional(usdAmountSchema),
  userPaysTotal: z.optional(usdAmountSchema),
  sponsorPayment: z.optional(
    z.nullable(
      z.looseObject({
        amount: z.optional(uintStringSchema),
        address: z.optional(z.string()),
        chainId: z.optional(z.number()),
      }),
    ),
  ),
})

/**
 * `data.feeSponsorship` of a v3 request record: `quoted` and `actual` (`selectedComponents`,
 * `maxSubsidizationAmount`, `capHit`, per-component `{selected, total, sponsored, userPays}`, `sponsoredTotal`,
 * `userPaysTotal`; `actual` adds `sponsorPayment`), and the `currency`.
 */
export const feeSponsorshipSchema = z.looseObject({
  quoted: z.optional(z.nullable(sideSchema)),
  actual: z.optional(z.nullable(sideSchema)),
  currency: z.optional(z.nullable(currencySchema)),
})

/** A request record's fee sponsorship (see {@link feeSponsorshipSchema}). */
export type FeeSponsorship = z.infer<typeof feeSponsorshipSchema>
