import { normalizeIdentifier } from './normalizeIdentifier'
import type { FieldCondition } from './RequestsQuery'
import { requestFields } from './requestFields'

/** `status` values the listing accepts (interface: only these five). */
const filterableStatuses = ['success', 'failure', 'refund', 'pending', 'depositing']

/**
 * Normalises the values of one field condition (`null` → null-check) the way its field compares
 * (chain ids as integers, EVM hex lower-cased, base58 exact, names lower-cased). Returns an error
 * message naming the problem (an unknown key, also `__proto__`, `constructor`, ...), or the condition.
 */
export function toCondition(rawKey: string, raw: unknown, where: string): FieldCondition | string {
  const negate = rawKey.startsWith('not:')
  const key = negate ? rawKey.slice(4) : rawKey
  const field = requestFields.get(key)
  if (!field) return `Unknown filter key \`${rawKey}\` in ${where}`
  if (raw === null) return { key, values: null, negate }
  const list = Array.isArray(raw) ? raw : [raw]
  if (list.length === 0) return `\`${rawKey}\` in ${where} has an empty array`
  if (list.includes(null)) {
    if (list.every((v) => v === null)) return { key, values: null, negate }
    return `\`${rawKey}\` in ${where} mixes null with values: use null alone for a null-check`
  }
  const values: (string | number)[] = []
  for (const v of list) {
    if (typeof v !== 'string' && typeof v !== 'number')
      return `\`${rawKey}\` in ${where} must be a string, a number, an array of them, or null`
    if (field.match === 'number') {
      const n = Number(v)
      if (!Number.isInteger(n) || (typeof v === 'string' && v.trim() === ''))
        return `\`${rawKey}\` in ${where} must be an integer chain id, got ${JSON.stringify(v)}`
      values.push(n)
    } else {
      const s = field.match === 'identifier' ? normalizeIdentifier(String(v)) : String(v).toLowerCase()
      if (key === 'status' && !filterableStatuses.includes(s))
        return `\`${rawKey}\` in ${where} must be one of ${filterableStatuses.join(', ')}, got ${JSON.stringify(v)}`
      values.push(s)
    }
  }
  return { key, values, negate }
}
