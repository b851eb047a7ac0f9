import { InvalidParameterError } from '../errors/InvalidParameterError'
import { assertRequestsFilters } from './assertRequestsFilters'
import type { GetRequestsParameters } from './GetRequestsParameters'
import { requestsParameterRules as rules } from './requestsParameterRules'

type Key = keyof GetRequestsParameters
type Encode = (key: string, value: unknown) => string

const fail = (parameter: string, rule: string, value: unknown): never => {
  throw new InvalidParameterError({ parameter, rule, value })
}

const string: Encode = (key, value) =>
  typeof value === 'string' && value !== '' ? value : fail(key, 'must be a non-empty string', value)
const chainId: Encode = (key, value) =>
  Number.isSafeInteger(value) && (value as number) > 0
    ? String(value)
    : fail(key, 'must be a positive integer chain id', value)
const nonNegativeInteger: Encode = (key, value) =>
  Number.isSafeInteger(value) && (value as number) >= 0
    ? String(value)
    : fail(key, 'must be a non-negative integer', value)
const seconds: Encode = (key, value) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0
    ? String(value)
    : fail(key, 'must be a non-negative number of seconds', value)
const usd: Encode = (key, value) => {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value
  return typeof text === 'string' && /^(0|[1-9][0-9]*)(\.[0-9]+)?$/.test(text)
    ? text
    : fail(key, 'must be a non-negative decimal USD amount (a number or a string such as "12.5")', value)
}
const boolean: Encode = (key, value) =>
  typeof value === 'boolean' ? String(value) : fail(key, 'must be a boolean', value)
const oneOf =
  (values: readonly string[], what = ''): Encode =>
  (key, value) =>
    values.includes(value as string)
      ? (value as string)
      : fail(key, `must be one of ${values.join(', ')}${what}`, value)
const timestamp: Encode = (key, value) => {
  if (value instanceof Date) {
    const ms = value.getTime()
    return Number.isNaN(ms) ? fail(key, 'must be a valid Date', value) : String(Math.floor(ms / 1000))
  }
  if (!Number.isSafeInteger(value) || (value as number) < 0)
    return fail(key, 'must be a Date or a non-negative integer of Unix seconds', value)
  // Year 5138 in seconds; any millisecond timestamp since 1973 is larger.
  if ((value as number) >= 1e11)
    return fail(key, 'must be Unix seconds, not milliseconds (divide by 1000, or pass a Date)', value)
  return String(value)
}
const list =
  (item: Encode): Encode =>
  (key, value) => {
    const values = Array.isArray(value) ? value : [value]
    if (values.length === 0) fail(key, 'must not be an empty list', value)
    return values.map((v) => item(key, v)).join(',')
  }
const limit: Encode = (key, value) =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 50
    ? String(value)
    : fail(key, 'must be an integer from 1 to 50', value)
const filters: Encode = (_key, value) => {
  assertRequestsFilters(value)
  return JSON.stringify(value)
}

/** Every parameter, in the order it is serialised, with its encoder. */
const encoders: Record<Key, Encode> = {
  term: string,
  id: string,
  orderId: string,
  depositTxHash: string,
  fillTxHash: string,
  refundTxHash: string,
  originChainId: chainId,
  destinationChainId: chainId,
  chainId,
  privateChainsToInclude: list(chainId),
  user: string,
  depositAddress: string,
  recipient: string,
  status: oneOf(rules.statuses, ' (the only statuses the filter accepts)'),
  failReason: string,
  refundFailReason: string,
  apiKey: string,
  requestType: oneOf(rules.requestTypes),
  currencyInChainId: chainId,
  currencyOutChainId: chainId,
  currencyInAddress: string,
  currencyOutAddress: string,
  currencyInSymbol: string,
  currencyOutSymbol: string,
  startTimestamp: timestamp,
  endTimestamp: timestamp,
  startBlock: nonNegativeInteger,
  endBlock: nonNegativeInteger,
  amountUsdMin: usd,
  amountUsdMax: usd,
  appFeesAmountUsdMin: usd,
  appFeesAmountUsdMax: usd,
  fillTimeMin: seconds,
  fillTimeMax: seconds,
  features: list(oneOf(rules.features)),
  includeChildRequests: boolean,
  filters,
  sortBy: oneOf(Object.keys(rules.sortDefaults)),
  sortDirection: oneOf(['asc', 'desc']),
  includeAuthenticatedData: boolean,
  includeTotal: boolean,
  limit,
  continuation: string,
}

/**
 * Serialises the query of `GET /requests/v3`, enforcing every rule first and throwing an
 * {@link InvalidParameterError} that names the parameter and the rule: known parameters only (`hash` and
 * `referrer` are refused naming their v3 replacements); `filters` groups hold only identity, address, chain,
 * currency and status fields (optionally `not:`), arrays OR within a field, `null` is a null-check and never
 * mixed with values; range filters and `features` top-level only; `limit` an integer 1–50; `sortBy`
 * `createdAt | updatedAt | amountUsd` (with `sortBy`, the default direction is sent explicitly: desc, desc,
 * asc); `status` only `success | failure | refund | pending | depositing`; each range's min ≤ max.
 * Formats: timestamps Unix seconds (a `Date` is converted), booleans `true`/`false`, `features` and
 * `privateChainsToInclude` comma-separated, `filters` JSON-encoded. Undefined values are skipped. The order of
 * the output is fixed, so equal parameters give equal strings.
 *
 * @example
 * buildRequestsSearchParams({ limit: 10, filters: [{ originChainId: [8453, 10] }, { 'not:status': 'refund' }] }).toString()
 * // 'filters=%5B%7B%22originChainId%22%3A%5B8453%2C10%5D%7D%2C%7B%22not%3Astatus%22%3A%22refund%22%7D%5D&limit=10'
 */
export function buildRequestsSearchParams(parameters: GetRequestsParameters = {}): URLSearchParams {
  if (!parameters || typeof parameters !== 'object' || Array.isArray(parameters))
    fail('parameters', 'must be an object', parameters)
  const given = parameters as Record<string, unknown>
  for (const key of Object.keys(given)) {
    if (given[key] === undefined) continue
    if (Object.hasOwn(rules.removed, key))
      fail(key, rules.removed[key as keyof typeof rules.removed], given[key])
    if (!Object.hasOwn(encoders, key)) fail(key, 'is not a GET /requests/v3 parameter', given[key])
  }

  const search = new URLSearchParams()
  for (const [key, encode] of Object.entries(encoders)) {
    const value = given[key]
    if (value !== undefined) search.set(key, encode(key, value))
  }

  for (const [min, max] of rules.rangePairs) {
    const low = search.get(min)
    const high = search.get(max)
    if (low !== null && high !== null && Number(low) > Number(high))
      fail(min, `must not be greater than ${max}`, given[min])
  }
  const sortBy = given.sortBy as keyof typeof rules.sortDefaults | undefined
  if (sortBy && given.sortDirection === undefined) search.set('sortDirection', rules.sortDefaults[sortBy])
  return search
}
