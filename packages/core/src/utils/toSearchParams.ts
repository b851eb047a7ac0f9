/**
 * Builds `URLSearchParams` from a record, leaving out `undefined` values. A `URLSearchParams` is returned as is.
 *
 * @example
 * toSearchParams({ requestId: '0x1', limit: 20, skip: undefined }).toString() // 'requestId=0x1&limit=20'
 */
export function toSearchParams(
  query: URLSearchParams | Record<string, string | number | boolean | undefined>,
): URLSearchParams {
  if (query instanceof URLSearchParams) return query
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value))
  return params
}
