import { z } from 'zod'
import { currencySchema } from './currencySchema'

const entrySchema = z.looseObject({
  recipient: z.string(),
  bps: z.string().optional(),
  amount: z.string().optional(),
  amountFormatted: z.string().optional(),
  amountUsd: z.string().optional(),
})

/**
 * `data.appFees` of a v3 request record: `quoted[]` and `actual[]` entries `{recipient, bps, amount,
 * amountFormatted}` (`actual` adds `amountUsd`), and their `currency`.
 */
export const appFeesRecordSchema = z.looseObject({
  quoted: z.array(entrySchema).default([]),
  actual: z.array(entrySchema).default([]),
  currency: currencySchema.nullable().optional(),
})

/** A request record's app fees (see {@link appFeesRecordSchema}). */
export type AppFeesRecord = z.infer<typeof appFeesRecordSchema>
