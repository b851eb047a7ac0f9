import * as z from 'zod/mini'
import { lenientEnum } from './lenientEnum'
import { stepBase } from './stepBase'

/**
 * A quote step whose `kind` this version does not know: kept (and flagged as an unknown value) with
 * untyped items, so the quote still parses and can be shown; an executor must stop at it.
 */
export const unknownStepSchema = z.looseObject({
  ...stepBase,
  kind: z.pipe(
    z.pipe(
      z.string().check(z.refine((kind) => kind !== 'transaction' && kind !== 'signature', { abort: true })),
      lenientEnum('step kind', ['transaction', 'signature']),
    ),
    z.transform((kind: string) => kind),
  ),
  items: z.array(z.looseObject({ status: z.optional(z.string()), data: z.optional(z.unknown()) })),
})

/** A step of an unknown kind (see {@link unknownStepSchema}). */
export type UnknownStep = z.infer<typeof unknownStepSchema>
