import { z } from 'zod'

/**
 * The body of every 4xx/5xx answer (decisions.md): `{message, errorCode?, ...}`. Quote 400s may add
 * `errorData`, `requestId`, `failedCallData`; v2 410/429 add `successor`, `migrationGuide`.
 */
export const errorBodySchema = z.looseObject({
  message: z.string(),
  errorCode: z.string().optional(),
  errorData: z.unknown().optional(),
  requestId: z.string().optional(),
  failedCallData: z.string().nullable().optional(),
  successor: z.string().optional(),
  migrationGuide: z.string().optional(),
})

/** An error body (see {@link errorBodySchema}). */
export type ErrorBody = z.infer<typeof errorBodySchema>
