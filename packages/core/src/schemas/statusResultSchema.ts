import * as z from 'zod/mini'
import { failReasons } from '../failures/failReasons'
import { refundFailReasons } from '../failures/refundFailReasons'
import { lenientEnum } from './lenientEnum'
import { listOrEmpty } from './listOrEmpty'
import { requestStatusValues } from './requestStatusValues'

/**
 * The status result of `GET /intents/status/v3`. `status` is required; everything else is optional
 * (hash lists default to `[]`). Unknown `status` / `failReason` values are kept and flagged.
 * Timestamps are milliseconds (13 digits in samples).
 */
export const statusResultSchema = z.looseObject({
  status: lenientEnum('status', requestStatusValues),
  details: z.optional(z.nullable(z.string())),
  inTxHashes: listOrEmpty(z.string()),
  txHashes: listOrEmpty(z.string()),
  updatedAt: z.optional(z.nullable(z.number())),
  originChainId: z.optional(z.nullable(z.number())),
  destinationChainId: z.optional(z.nullable(z.number())),
  quoteCreatedAt: z.optional(z.nullable(z.number())),
  failReason: z.optional(z.nullable(lenientEnum('failReason', failReasons))),
  refundFailReason: z.optional(z.nullable(lenientEnum('refundFailReason', refundFailReasons))),
})

/** A status result (see {@link statusResultSchema}). */
export type StatusResult = z.infer<typeof statusResultSchema>
