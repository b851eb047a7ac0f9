import { z } from 'zod'
import { failReasonValues } from './failReasonValues'
import { lenientEnum } from './lenientEnum'
import { refundFailReasonValues } from './refundFailReasonValues'
import { requestStatusValues } from './requestStatusValues'

/**
 * The status result of `GET /intents/status/v3`. `status` is required; everything else is optional
 * (hash lists default to `[]`). Unknown `status` / `failReason` values are kept and flagged.
 * Timestamps are milliseconds (13 digits in samples).
 */
export const statusResultSchema = z.looseObject({
  status: lenientEnum('status', requestStatusValues),
  details: z.string().optional(),
  inTxHashes: z.array(z.string()).default([]),
  txHashes: z.array(z.string()).default([]),
  updatedAt: z.number().optional(),
  originChainId: z.number().optional(),
  destinationChainId: z.number().optional(),
  quoteCreatedAt: z.number().optional(),
  failReason: lenientEnum('failReason', failReasonValues).nullable().optional(),
  refundFailReason: lenientEnum('refundFailReason', refundFailReasonValues).nullable().optional(),
})

/** A status result (see {@link statusResultSchema}). */
export type StatusResult = z.infer<typeof statusResultSchema>
