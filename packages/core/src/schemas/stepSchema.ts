import { z } from 'zod'
import { lenientEnum } from './lenientEnum'
import { signatureStepItemSchema } from './signatureStepItemSchema'
import { transactionStepItemSchema } from './transactionStepItemSchema'

const stepBase = {
  id: z.string(),
  action: z.string().optional(),
  description: z.string().optional(),
  requestId: z.string().optional(),
  /** Empty string when no deposit address is used; real samples omit it. */
  depositAddress: z.string().optional(),
}

const transactionStepSchema = z.looseObject({
  ...stepBase,
  kind: z.literal('transaction'),
  items: z.array(transactionStepItemSchema),
})

const signatureStepSchema = z.looseObject({
  ...stepBase,
  kind: z.literal('signature'),
  items: z.array(signatureStepItemSchema),
})

// A step kind this version does not know: kept (and flagged), its items untyped.
const otherStepSchema = z.looseObject({
  ...stepBase,
  kind: z
    .string()
    .refine((kind) => kind !== 'transaction' && kind !== 'signature')
    .pipe(lenientEnum('step kind', ['transaction', 'signature'])),
  items: z.array(z.looseObject({ status: z.string().optional(), data: z.unknown().optional() })),
})

/**
 * One step of a quote: `kind: 'transaction'` (items carry transactions to send) or `kind: 'signature'`
 * (items carry a message to sign and where to post it). A step of another kind is kept, flagged, with untyped items.
 * Step ids seen: `approve`, `deposit`, `authorize` (also `authorize1`, `swap` in real samples).
 */
export const stepSchema = z.union([transactionStepSchema, signatureStepSchema, otherStepSchema])

/** A quote step (see {@link stepSchema}). Narrow on `kind`. */
export type Step = z.infer<typeof stepSchema>
