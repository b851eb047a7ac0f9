import { z } from 'zod'

/**
 * A transaction in `data.inTxs` / `data.outTxs` of a v3 request record:
 * `{txHash, fee, block, type, chainId, timestamp, status, data, stateChanges}`. Only `txHash` and `chainId`
 * are required; `fee` is a decimal string (smallest unit of the chain's native currency).
 */
export const requestTxSchema = z.looseObject({
  txHash: z.string(),
  chainId: z.number(),
  fee: z.string().nullable().optional(),
  block: z.number().nullable().optional(),
  type: z.string().optional(),
  timestamp: z.number().nullable().optional(),
  status: z.string().optional(),
  data: z.unknown().optional(),
  stateChanges: z.array(z.unknown()).nullable().optional(),
})

/** A request transaction (see {@link requestTxSchema}). */
export type RequestTx = z.infer<typeof requestTxSchema>
