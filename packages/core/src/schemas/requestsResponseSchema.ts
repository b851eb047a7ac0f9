import { z } from 'zod'
import { requestRecordSchema } from './requestRecordSchema'

/**
 * The envelope of `GET /requests/v3` (decisions.md): `requests`, an opaque `continuation` (absent on the
 * last page) and `total` (only with `includeTotal=true`).
 */
export const requestsResponseSchema = z.looseObject({
  requests: z.array(requestRecordSchema),
  continuation: z.string().nullable().optional(),
  total: z.number().optional(),
})

/** The `GET /requests/v3` envelope (see {@link requestsResponseSchema}). */
export type RequestsResponse = z.infer<typeof requestsResponseSchema>
