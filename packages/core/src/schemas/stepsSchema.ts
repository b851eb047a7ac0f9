import * as z from 'zod/mini'
import { stepSchema } from './stepSchema'

/** An ordered list of steps: `quote.steps`, or the extra steps a signature post may answer with. */
export const stepsSchema = z.array(stepSchema)

/** A list of steps (see {@link stepsSchema}). */
export type Steps = z.infer<typeof stepsSchema>
