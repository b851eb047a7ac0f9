import * as z from 'zod/mini'
import { lenientEnum } from './lenientEnum'
import { stepCheckSchema } from './stepCheckSchema'
import { uintStringSchema } from './uintStringSchema'

/**
 * An item of a `transaction` step: the transaction to send (`to`, `data`, `value`, `chainId`, optional
 * `from`, `gas`, `maxFeePerGas`, `maxPriorityFeePerGas`: all decimal strings except `chainId`) and an
 * optional `check` (an approval item may have none). `status` is `incomplete` or `complete`. An item on an SVM chain
 * has no `to`: its `data` carries `instructions` and `addressLookupTableAddresses` instead (read by the SVM adapter).
 */
export const transactionStepItemSchema = z.looseObject({
  status: z.optional(lenientEnum('step item status', ['incomplete', 'complete'])),
  data: z.looseObject({
    from: z.optional(z.string()),
    to: z.optional(z.string()),
    data: z.optional(z.string()),
    value: z.optional(uintStringSchema),
    chainId: z.number(),
    gas: z.optional(uintStringSchema),
    maxFeePerGas: z.optional(uintStringSchema),
    maxPriorityFeePerGas: z.optional(uintStringSchema),
  }),
  check: z.optional(stepCheckSchema),
})

/** An item of a transaction step (see {@link transactionStepItemSchema}). */
export type TransactionStepItem = z.infer<typeof transactionStepItemSchema>
