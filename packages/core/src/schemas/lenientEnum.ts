import * as z from 'zod/mini'
import { unknownValueStack } from '../utils/unknownValueStack'

/** A known enum value, or any other string (a value added by the service after this version). */
export type LenientEnum<known extends string> = known | (string & {})

/**
 * A string schema for an enum the service may extend: known values type-check, an unknown value
 * is kept as is (never a parse failure) and reported to the active `collectUnknownValues` collector,
 * which the client turns into one `unknown-value` warning.
 *
 * @param field Name reported with unknown values (`status`, `failReason`, …).
 * @param values The values this version knows.
 */
export function lenientEnum<const known extends string>(field: string, values: readonly known[]) {
  const set = new Set<string>(values)
  return z.pipe(
    z.string(),
    z.transform((value: string): LenientEnum<known> => {
      if (!set.has(value)) unknownValueStack[unknownValueStack.length - 1]?.push({ field, value })
      return value
    }),
  )
}
