import * as z from 'zod/mini'

/** The body of a 200 `POST /fast-fill` (decisions.md): `{message}` (queued, or already executed). */
export const fastFillResponseSchema = z.looseObject({ message: z.string() })

/** The fast fill answer (see {@link fastFillResponseSchema}). */
export type FastFillResponse = z.infer<typeof fastFillResponseSchema>
