import * as z from 'zod/mini'

/**
 * English issue messages for response parsing: the same text as zod's `en` locale for the issues a decoded
 * JSON body can raise (`Invalid input: expected number, received string`, `Invalid input: expected
 * "eip191"`; anything else reads `Invalid input`, as in `en`). `zod/mini` loads no locale, and the full
 * one costs bundle size. It yields to an app-wide `z.config({ customError })` or locale (returns `undefined`).
 *
 * @param issue The raw zod issue (with its `input`).
 */
export const issueMessage: z.core.$ZodErrorMap = (issue) => {
  const config = z.config()
  if (config.customError || config.localeError) return undefined
  if (issue.code === 'invalid_type')
    return `Invalid input: expected ${issue.expected === 'nan' ? 'NaN' : issue.expected}, received ${jsonType(issue.input)}`
  if (issue.code === 'invalid_value')
    return issue.values.length === 1
      ? `Invalid input: expected ${primitive(issue.values[0])}`
      : `Invalid option: expected one of ${issue.values.map(primitive).join('|')}`
  return undefined
}

// zod's util.parsedType for JSON values: typeof, with `null` and `array` told apart.
function jsonType(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value
}

function primitive(value: unknown): string {
  if (typeof value === 'bigint') return `${value}n`
  return typeof value === 'string' ? `"${value}"` : String(value)
}
