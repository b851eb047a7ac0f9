import { z } from 'zod'
import { currencySchema } from './currencySchema'
import { usdAmountSchema } from './usdAmountSchema'

const componentSchema = z.looseObject({
  selected: z.boolean().optional(),
  total: usdAmountSchema.optional(),
  sponsored: usdAmountSchema.optional(),
  userPays: usdAmountSchema.optional(),
})

const sideSchema = z.looseObject({
  selectedComponents: z.array(z.string()).optional(),
  maxSubsidizationAmount: z.string().nullable().optional(),
  capHit: z.boolean().optional(),
  components: z
    .looseObject({
      execution: componentSchema.optional(),
      swap: componentSchema.optional(),
      platform: componentSchema.optional(),
      app: componentSchema.optional(),
    })
    .optional(),
  sponsoredTotal: usdAmountSchema.optional(),
  userPaysTotal: usdAmountSchema.optional(),
  sponsorPayment: z
    .looseObject({
      amount: z.string().optional(),
      address: z.string().optional(),
      chainId: z.number().optional(),
    })
    .nullable()
    .optional(),
})

/**
 * `data.feeSponsorship` of a v3 request record: `quoted` and `actual` (`selectedComponents`,
 * `maxSubsidizationAmount`, `capHit`, per-component `{selected, total, sponsored, userPays}`, `sponsoredTotal`,
 * `userPaysTotal`; `actual` adds `sponsorPayment`), and the `currency`.
 */
export const feeSponsorshipSchema = z.looseObject({
  quoted: sideSchema.nullable().optional(),
  actual: sideSchema.nullable().optional(),
  currency: currencySchema.nullable().optional(),
})

/** A request record's fee sponsorship (see {@link feeSponsorshipSchema}). */
export type FeeSponsorship = z.infer<typeof feeSponsorshipSchema>
