import { z } from 'zod'
import { lenientEnum } from './lenientEnum'

const txV2Schema = z.looseObject({
  hash: z.string().optional(),
  chainId: z.number().optional(),
  timestamp: z.number().nullable().optional(),
  fee: z.unknown().optional(),
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
  user: z.string().optional(),
  recipient: z.string().optional(),
  data: z
    .looseObject({
      failReason: z.string().nullable().optional(),
      refundFailReason: z.string().nullable().optional(),
      inTxs: z.array(txV2Schema).optional(),
      outTxs: z.array(txV2Schema).optional(),
      metadata: z.unknown().optional(),
    })
    .optional(),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
})

/** A v2 request record (see {@link requestRecordV2Schema}). */
export type RequestRecordV2 = z.infer<typeof requestRecordV2Schema>
