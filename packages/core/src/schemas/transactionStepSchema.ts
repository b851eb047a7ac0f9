import * as z from 'zod/mini'
import { stepBase } from './stepBase'
import { transactionStepItemSchema } from './transactionStepItemSchema'

/** A quote step of kind `transaction`: its items are transactions to send (see `transactionStepItemSchema`). */
export const transactionStepSchema = z.looseObject({
  ...stepBase,
  kind: z.literal('transaction'),
  items: z.array(transactionStepItemSchema),
})

/** A transaction step (see {@link transactionStepSchema}). */
export type TransactionStep = z.infer<typeof transactionStepSchema>
