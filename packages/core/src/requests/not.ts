import type { RequestsFilterFields } from './GetRequestsParameters'

/**
 * The negated form of a `filters` key, typed: `not('user')` is `'not:user'`.
 *
 * @example
 * const group: RequestsFilterGroup = { [not('status')]: ['refund', 'failure'] }
 */
export function not<key extends keyof RequestsFilterFields>(key: key): `not:${key}` {
  return `not:${key}`
}
