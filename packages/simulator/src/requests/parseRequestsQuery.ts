import { decodeContinuation } from './decodeContinuation'
import { parseFilterGroups } from './parseFilterGroups'
import type { FieldCondition, NumberRange, RequestsQuery, RequestsSortBy } from './RequestsQuery'
import { toCondition } from './toCondition'

/** Top-level parameters that are single-field conditions (same semantics as the `filters` keys). */
const fieldParams = [
  'term',
  'id',
  'orderId',
  'depositTxHash',
  'fillTxHash',
  'refundTxHash',
  'originChainId',
  'destinationChainId',
  'chainId',
  'user',
  'depositAddress',
  'recipient',
  'status',
  'failReason',
  'refundFailReason',
  'apiKey',
  'requestType',
  'currencyInChainId',
  'currencyOutChainId',
  'currencyInAddress',
  'currencyOutAddress',
  'currencyInSymbol',
  'currencyOutSymbol',
]

const defaultDirection: Record<RequestsSortBy, 'asc' | 'desc'> = {
  createdAt: 'desc',
  updatedAt: 'desc',
  amountUsd: 'asc',
}

/**
 * Validates the query of `GET /requests/v3` (interface "GET /requests/v3" + decisions.md "params").
 * Returns the parsed query, or a message naming the first problem (for a 400 `{message}`).
 */
export function parseRequestsQuery(params: URLSearchParams): RequestsQuery | string {
  if (params.has('hash'))
    return 'The `hash` parameter does not exist in /requests/v3: use `term`, `depositTxHash`, `fillTxHash` or `refundTxHash`'
  if (params.has('referrer'))
    return 'The `referrer` parameter does not exist in /requests/v3: the referrer is returned as `data.referrer` (with includeAuthenticatedData=true)'

  const conditions: FieldCondition[] = []
  for (const name of fieldParams) {
    // A repeated parameter (`status=success&status=refund`) is OR within the field, as an array in `filters`.
    const values = params.getAll(name).map((v) => v.trim())
    if (values.length === 0) continue
    if (values.includes('')) return `\`${name}\` must not be empty`
    const condition = toCondition(name, values.length === 1 ? values[0] : values, 'the query')
    if (typeof condition === 'string') return condition
    conditions.push(condition)
  }

  const num = (name: string, integer: boolean): number | undefined | string => {
    const raw = params.get(name)
    if (raw === null) return undefined
    const n = Number(raw)
    if (raw.trim() === '' || !Number.isFinite(n) || (integer && !Number.isInteger(n)))
      return `\`${name}\` must be ${integer ? 'an integer' : 'a number'}, got ${JSON.stringify(raw)}`
    return n
  }
  const range = (minName: string, maxName: string, integer: boolean, scale = 1): NumberRange | string => {
    const min = num(minName, integer)
    if (typeof min === 'string') return min
    const max = num(maxName, integer)
    if (typeof max === 'string') return max
    if (min !== undefined && max !== undefined && min > max)
      return `\`${minName}\` is greater than \`${maxName}\``
    return {
      ...(min !== undefined ? { min: min * scale } : {}),
      ...(max !== undefined ? { max: max * scale } : {}),
    }
  }
  const createdAt = range('startTimestamp', 'endTimestamp', false, 1000)
  if (typeof createdAt === 'string') return createdAt
  const block = range('startBlock', 'endBlock', true)
  if (typeof block === 'string') return block
  const amountUsd = range('amountUsdMin', 'amountUsdMax', false)
  if (typeof amountUsd === 'string') return amountUsd
  const appFeesAmountUsd = range('appFeesAmountUsdMin', 'appFeesAmountUsdMax', false)
  if (typeof appFeesAmountUsd === 'string') return appFeesAmountUsd
  const fillTime = range('fillTimeMin', 'fillTimeMax', false)
  if (typeof fillTime === 'string') return fillTime

  const bool = (name: string): boolean | string => {
    const raw = params.get(name)
    if (raw === null) return false
    if (raw === 'true') return true
    if (raw === 'false') return false
    return `\`${name}\` must be true or false, got ${JSON.stringify(raw)}`
  }
  const includeTotal = bool('includeTotal')
  if (typeof includeTotal === 'string') return includeTotal
  const includeAuthenticatedData = bool('includeAuthenticatedData')
  if (typeof includeAuthenticatedData === 'string') return includeAuthenticatedData
  const includeChildRequests = bool('includeChildRequests')
  if (typeof includeChildRequests === 'string') return includeChildRequests

  const list = (name: string) =>
    (params.get(name) ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
  const features = list('features')
  const privateChainsToInclude: number[] = []
  for (const s of list('privateChainsToInclude')) {
    const n = Number(s)
    if (!Number.isInteger(n))
      return `\`privateChainsToInclude\` must list integer chain ids, got ${JSON.stringify(s)}`
    privateChainsToInclude.push(n)
  }

  let groups: FieldCondition[][] | null = null
  const filters = params.get('filters')
  if (filters !== null) {
    const parsed = parseFilterGroups(filters)
    if (typeof parsed === 'string') return parsed
    groups = parsed
  }

  const sortByRaw = params.get('sortBy') ?? 'createdAt'
  if (sortByRaw !== 'createdAt' && sortByRaw !== 'updatedAt' && sortByRaw !== 'amountUsd')
    return `\`sortBy\` must be createdAt, updatedAt or amountUsd, got ${JSON.stringify(sortByRaw)}`
  const sortBy: RequestsSortBy = sortByRaw
  const directionRaw = params.get('sortDirection') ?? defaultDirection[sortBy]
  if (directionRaw !== 'asc' && directionRaw !== 'desc')
    return `\`sortDirection\` must be asc or desc, got ${JSON.stringify(directionRaw)}`

  const limitRaw = params.get('limit')
  const limit = limitRaw === null ? 20 : Number(limitRaw)
  if (limitRaw !== null && (limitRaw.trim() === '' || !Number.isInteger(limit) || limit < 1 || limit > 50))
    return `\`limit\` must be an integer from 1 to 50, got ${JSON.stringify(limitRaw)}`

  let continuation = null
  const continuationRaw = params.get('continuation')
  if (continuationRaw !== null && continuationRaw !== '') {
    const cursor = decodeContinuation(continuationRaw)
    if (!cursor) return '`continuation` is not a value returned by this endpoint'
    if (cursor.sortBy !== sortBy || cursor.direction !== directionRaw)
      return '`continuation` was issued for another sortBy/sortDirection: pass the same sort as the first page'
    continuation = cursor
  }

  return {
    conditions,
    groups,
    createdAt,
    block,
    amountUsd,
    appFeesAmountUsd,
    fillTime,
    features,
    includeChildRequests,
    privateChainsToInclude,
    sortBy,
    direction: directionRaw,
    limit,
    continuation,
    includeTotal,
    includeAuthenticatedData,
  }
}
