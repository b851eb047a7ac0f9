import { z } from 'zod'
import { requestRecordV2Schema } from './requestRecordV2Schema'

/**
 * The body of the deprecated `GET /requests/v2`: `requests`, `continuation`, and on a 200 the `deprecation`
 * object (`message`, `deprecatedAt`, `throttledFrom`, `sunsetAt` as ISO timestamps, `successor`, `migrationGuide`).
 */
export const requestsV2ResponseSchema = z.looseObject({
  requests: z.array(requestRecordV2Schema),
  continuation: z.string().nullable().optional(),
  deprecation: z
    .looseObject({
      message: z.string().optional(),
      deprecatedAt: z.string().optional(),
      throttledFrom: z.string().optional(),
      sunsetAt: z.string().optional(),
      successor: z.string().optional(),
      migrationGuide: z.string().optional(),
    })
    .optional(),
})

/** The `GET /requests/v2` answer (see {@link requestsV2ResponseSchema}). */
export type RequestsV2Response = z.infer<typeof requestsV2ResponseSchema>
