/**
 * The serialisable part of a parameters object, for a query key: drops `undefined` values and functions
 * (so `{a: 1, b: undefined}` and `{a: 1}` share a cache entry) and keeps everything else as is.
 */
export function toQueryKeyParameters<parameters extends object>(parameters: parameters): parameters {
  const result: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(parameters)) {
    if (value === undefined || typeof value === 'function') continue
    result[key] = value
  }
  return result as parameters
}
