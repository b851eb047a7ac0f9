import * as z from 'zod/mini'
import { currencySchema } from './currencySchema'
import { listOrEmpty } from './listOrEmpty'
import { uintStringSchema } from './uintStringSchema'

const entrySchema = z.looseObject({
  recipient: z.string(),
  bps: z.optional(z.string()),
  amount: z.optional(uintStringSchema),
  amountFormatted: z.optional(z.string()),
  amountUsd: z.optional(z.string()),
})

/**
 * `data.appFees` of a v3 request record: `quoted[]` and `actual[]` entries `{recipient, bps, amount,
 * amountFormatted}` (`actual` adds `amountUsd`), and their `currency`.
 */
export const appFeesRecordSchema = z.looseObject({
  quoted: listOrEmpty(entrySchema),
  actual: listOrEmpty(entrySchema),
  currency: z.optional(z.nullable(currencySchema)),
})

/** A request record's app fees (see {@link appFeesRecordSchema}). */
export type AppFeesRecord = z.infer<typeof appFeesRecordSchema>
