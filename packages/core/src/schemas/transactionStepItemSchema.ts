import { z } from 'zod'
import { lenientEnum } from './lenientEnum'
import { stepCheckSchema } from './stepCheckSchema'

/**
 * An item of a `transaction` step: the transaction to send (`to`, `data`, `value`, `chainId`, optional
 * `from`, `gas`, `maxFeePerGas`, `maxPriorityFeePerGas`: all decimal strings except `chainId`) and an
 * optional `check` (an approval item may have none). `status` is `incomplete` or `complete`.
 */
export const transactionStepItemSchema = z.looseObject({
  status: lenientEnum('step item status', ['incomplete', 'complete']),
  data: z.looseObject({
    from: z.string().optional(),
    to: z.string(),
    data: z.string().optional(),
    value: z.string().optional(),
    chainId: z.number(),
    gas: z.string().optional(),
    maxFeePerGas: z.string().optional(),
    maxPriorityFeePerGas: z.string().optional(),
  }),
  check: stepCheckSchema.optional(),
})

/** An item of a transaction step (see {@link transactionStepItemSchema}). */
export type TransactionStepItem = z.infer<typeof transactionStepItemSchema>
