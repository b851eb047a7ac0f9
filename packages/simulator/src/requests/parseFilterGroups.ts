import type { FieldCondition } from './RequestsQuery'
import { toCondition } from './toCondition'

/** Keys that are range filters or `features`: top-level only (interface rule 3). */
const topLevelOnly = new Set([
  'startTimestamp',
  'endTimestamp',
  'startBlock',
  'endBlock',
  'amountUsdMin',
  'amountUsdMax',
  'appFeesAmountUsdMin',
  'appFeesAmountUsdMax',
  'fillTimeMin',
  'fillTimeMax',
  'features',
])

/** Parses the `filters` parameter (a JSON array of groups). Returns the groups or an error message. */
export function parseFilterGroups(text: string): FieldCondition[][] | string {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return '`filters` is not valid JSON: pass a JSON array of filter groups'
  }
  if (!Array.isArray(parsed)) return '`filters` must be a JSON array of filter groups (objects)'
  const groups: FieldCondition[][] = []
  for (const [i, group] of parsed.entries()) {
    if (!group || typeof group !== 'object' || Array.isArray(group))
      return `\`filters[${i}]\` must be an object of field conditions`
    const conditions: FieldCondition[] = []
    for (const [rawKey, raw] of Object.entries(group)) {
      const key = rawKey.startsWith('not:') ? rawKey.slice(4) : rawKey
      if (topLevelOnly.has(key))
        return key === 'features'
          ? '`features` is not allowed inside `filters`: pass it as a top-level query parameter'
          : `\`${key}\` is a range filter and is not allowed inside \`filters\`: pass it as a top-level query parameter`
      const condition = toCondition(rawKey, raw, `filters[${i}]`)
      if (typeof condition === 'string') return condition
      conditions.push(condition)
    }
    groups.push(conditions)
  }
  return groups
}
