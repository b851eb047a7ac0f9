import * as z from 'zod/mini'
import { lenientEnum } from './lenientEnum'

const txV2Schema = z.looseObject({
  hash: z.optional(z.string()),
  chainId: z.optional(z.number()),
  timestamp: z.optional(z.nullable(z.number())),
  fee: z.optional(z.unknown()),
})

/**
 * A request record of the deprecated `GET /requests/v2`. Kept loose: `inTxs[].hash` (not `txHash`),
 * `data.metadata`, `data.price`, `data.fees`/`feesUsd`, `paidAppFees`, `subsidizedFee`, fail reasons as the
 * string `N/A` when empty, and status `delayed` all pass. Prefer `getRequests` (v3).
 */
export const requestRecordV2Schema = z.looseObject({
  id: z.string(),
  status: lenientEnum('status', [
    'waiting',
    'depositing',
    'pending',
    'submitted',
    'delayed',
    'success',
    'failure',
    'refund',
  ]),
  user: z.optional(z.string()),
  recipient: z.optional(z.string()),
  data: z.optional(
    z.looseObject({
      failReason: z.optional(z.nullable(z.string())),
      refundFailReason: z.optional(z.nullable(z.string())),
      inTxs: z.optional(z.array(txV2Schema)),
      outTxs: z.optional(z.array(txV2Schema)),
      metadata: z.optional(z.unknown()),
    }),
  ),
  createdAt: z.optional(z.string()),
  updatedAt: z.optional(z.string()),
})

/** A v2 request record (see {@link requestRecordV2Schema}). */
export type RequestRecordV2 = z.infer<typeof requestRecordV2Schema>
