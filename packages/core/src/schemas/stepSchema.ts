import * as z from 'zod/mini'
import { signatureStepSchema } from './signatureStepSchema'
import { transactionStepSchema } from './transactionStepSchema'
import { unknownStepSchema } from './unknownStepSchema'

/**
 * One step of a quote: `kind: 'transaction'` (items carry transactions to send) or `kind: 'signature'`
 * (items carry a message to sign and where to post it). A step of another kind is kept and flagged, with
 * untyped items. Because that kind is a plain string, narrow with `isTransactionStep` / `isSignatureStep`.
 * Step ids seen: `approve`, `deposit`, `authorize` (also `authorize1`, `swap` in real samples).
 */
export const stepSchema = z.union([transactionStepSchema, signatureStepSchema, unknownStepSchema])

/** A quote step (see {@link stepSchema}). */
export type Step = z.infer<typeof stepSchema>
