import { type UnknownValue, unknownValueStack } from './unknownValueStack'

/**
 * Runs a synchronous parse and returns its result with every unknown enum value that
 * `lenientEnum` schemas met during it (deduplicated by field and value).
 *
 * @example
 * const { result, unknownValues } = collectUnknownValues(() => statusResultSchema.safeParse(body))
 */
export function collectUnknownValues<result>(fn: () => result): {
  result: result
  unknownValues: UnknownValue[]
} {
  const collected: UnknownValue[] = []
  unknownValueStack.push(collected)
  try {
    const result = fn()
    const seen = new Set<string>()
    const unknownValues = collected.filter(({ field, value }) => {
      const key = `${field}\u0000${value}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    return { result, unknownValues }
  } finally {
    unknownValueStack.pop()
  }
}
