import * as z from 'zod/mini'
import { ResponseShapeError } from '../errors/ResponseShapeError'
import { collectUnknownValues } from './collectUnknownValues'
import { flattenUnionIssues } from './flattenUnionIssues'
import { issueMessage } from './issueMessage'
import type { UnknownValue } from './unknownValueStack'

/**
 * Validates a response body against a schema. Returns the parsed data and the unknown enum values
 * met on the way; throws `ResponseShapeError` (with the zod issue paths and the endpoint) when it does not fit.
 *
 * @param schema The resource schema.
 * @param body The decoded JSON body.
 * @param endpoint Label for errors, e.g. `GET /chains`.
 */
export function parseResponse<schema extends z.core.$ZodType>(
  schema: schema,
  body: unknown,
  endpoint: string,
): { data: z.output<schema>; unknownValues: UnknownValue[] } {
  const { result, unknownValues } = collectUnknownValues(() =>
    z.safeParse(schema, body, { error: issueMessage }),
  )
  if (!result.success)
    throw new ResponseShapeError({
      endpoint,
      issues: flattenUnionIssues(result.error.issues),
      cause: result.error,
    })
  return { data: result.data, unknownValues }
}
