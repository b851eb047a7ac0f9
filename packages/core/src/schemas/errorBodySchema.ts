import * as z from 'zod/mini'

/**
 * The body of every 4xx/5xx answer (decisions.md): `{message, errorCode?, ...}`. Quote 400s may add
 * `errorData`, `requestId`, `failedCallData`; v2 410/429 add `successor`, `migrationGuide`.
 */
export const errorBodySchema = z.looseObject({
  message: z.string(),
  errorCode: z.optional(z.string()),
  errorData: z.optional(z.unknown()),
  requestId: z.optional(z.string()),
  failedCallData: z.optional(z.nullable(z.string())),
  successor: z.optional(z.string()),
  migrationGuide: z.optional(z.string()),
})

/** An error body (see {@link errorBodySchema}). */
export type ErrorBody = z.infer<typeof errorBodySchema>
