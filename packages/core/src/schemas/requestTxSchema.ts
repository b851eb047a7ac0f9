import * as z from 'zod/mini'
import { uintStringSchema } from './uintStringSchema'

/**
 * A transaction in `data.inTxs` / `data.outTxs` of a v3 request record:
 * `{txHash, fee, block, type, chainId, timestamp, status, data, stateChanges}`. Only `txHash` and `chainId`
 * are required; `fee` is a decimal string (smallest unit of the chain's native currency).
 */
export const requestTxSchema = z.looseObject({
  txHash: z.string(),
  chainId: z.number(),
  fee: z.optional(z.nullable(uintStringSchema)),
  block: z.optional(z.nullable(z.number())),
  type: z.optional(z.string()),
  timestamp: z.optional(z.nullable(z.number())),
  status: z.optional(z.string()),
  data: z.optional(z.unknown()),
  stateChanges: z.optional(z.nullable(z.array(z.unknown()))),
})

/** A request transaction (see {@link requestTxSchema}). */
export type RequestTx = z.infer<typeof requestTxSchema>
