import * as z from 'zod/mini'
import { signatureStepItemSchema } from './signatureStepItemSchema'
import { stepBase } from './stepBase'

/** A quote step of kind `signature`: its items carry a message to sign and where to post the signature. */
export const signatureStepSchema = z.looseObject({
  ...stepBase,
  kind: z.literal('signature'),
  items: z.array(signatureStepItemSchema),
})

/** A signature step (see {@link signatureStepSchema}). */
export type SignatureStep = z.infer<typeof signatureStepSchema>
