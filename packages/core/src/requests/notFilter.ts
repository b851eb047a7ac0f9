import type { RequestsFilterFields } from './GetRequestsParameters'

/**
 * The negated form of a `filters` key, typed: `notFilter('user')` is `'not:user'`.
 *
 * @example
 * const group: RequestsFilterGroup = { [notFilter('status')]: ['refund', 'failure'] }
 */
export function notFilter<key extends keyof RequestsFilterFields>(key: key): `not:${key}` {
  return `not:${key}`
}
