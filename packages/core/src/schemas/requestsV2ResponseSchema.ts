import * as z from 'zod/mini'
import { requestRecordV2Schema } from './requestRecordV2Schema'

/**
 * The body of the deprecated `GET /requests/v2`: `requests`, `continuation`, and on a 200 the `deprecation`
 * object (`message`, `deprecatedAt`, `throttledFrom`, `sunsetAt` as ISO timestamps, `successor`, `migrationGuide`).
 */
export const requestsV2ResponseSchema = z.looseObject({
  requests: z.array(requestRecordV2Schema),
  continuation: z.optional(z.nullable(z.string())),
  deprecation: z.optional(
    z.looseObject({
      message: z.optional(z.string()),
      deprecatedAt: z.optional(z.string()),
      throttledFrom: z.optional(z.string()),
      sunsetAt: z.optional(z.string()),
      successor: z.optional(z.string()),
      migrationGuide: z.optional(z.string()),
    }),
  ),
})

/** The `GET /requests/v2` answer (see {@link requestsV2ResponseSchema}). */
export type RequestsV2Response = z.infer<typeof requestsV2ResponseSchema>
