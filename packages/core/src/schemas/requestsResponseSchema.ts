import * as z from 'zod/mini'
import { requestRecordSchema } from './requestRecordSchema'

/**
 * The envelope of `GET /requests/v3` (decisions.md): `requests`, an opaque `continuation` (absent on the
 * last page) and `total` (only with `includeTotal=true`).
 */
export const requestsResponseSchema = z.looseObject({
  requests: z.array(requestRecordSchema),
  continuation: z.optional(z.nullable(z.string())),
  total: z.optional(z.number()),
})

/** The `GET /requests/v3` envelope (see {@link requestsResponseSchema}). */
export type RequestsResponse = z.infer<typeof requestsResponseSchema>
