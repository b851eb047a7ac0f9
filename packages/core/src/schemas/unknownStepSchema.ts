import { z } from 'zod'
import { lenientEnum } from './lenientEnum'
import { stepBase } from './stepBase'

/**
 * A quote step whose `kind` this version does not know: kept (and flagged as an unknown value) with
 * untyped items, so the quote still parses and can be shown; an executor must stop at it.
 */
export const unknownStepSchema = z.looseObject({
  ...stepBase,
  kind: z
    .string()
    .refine((kind) => kind !== 'transaction' && kind !== 'signature', { abort: true })
    .pipe(lenientEnum('step kind', ['transaction', 'signature']))
    .transform((kind) => kind as string),
  items: z.array(z.looseObject({ status: z.string().optional(), data: z.unknown().optional() })),
})

/** A step of an unknown kind (see {@link unknownStepSchema}). */
export type UnknownStep = z.infer<typeof unknownStepSchema>
