import { parseUnits } from 'viem'
import type { SimRequest } from '../model/types'
import { usd6ToNumber } from '../quote/usd6ToNumber'
import { isRefundTx } from './isRefundTx'
import type { FieldCondition, NumberRange, RequestsQuery } from './RequestsQuery'
import { requestFields } from './requestFields'

const inRange = (range: NumberRange, value: number | undefined) =>
  range.min === undefined && range.max === undefined
    ? true
    : value !== undefined &&
      (range.min === undefined || value >= range.min) &&
      (range.max === undefined || value <= range.max)

/** Compiles one field condition into a predicate (scalar fields avoid allocating value lists). */
const toMatcher = (c: FieldCondition): ((r: SimRequest) => boolean) => {
  const wanted = c.values === null ? null : new Set<string | number>(c.values)
  const negate = c.negate
  const field = requestFields.get(c.key)
  if (!field) throw new Error(`Unknown request field ${c.key}`) // toCondition only builds known keys
  const scalar = field.one
  if (scalar) {
    if (wanted === null) return (r) => (scalar(r) === null) !== negate
    return (r) => {
      const v = scalar(r)
      return (v !== null && wanted.has(v)) !== negate
    }
  }
  const many = field.values
  if (wanted === null) return (r) => (many(r).length === 0) !== negate
  return (r) => many(r).some((v) => wanted.has(v)) !== negate
}

/** Seconds from the origin deposit to the first fill; undefined when either is missing. */
const fillTime = (r: SimRequest) => {
  const deposit = r.inTxs[0]
  const fill = r.outTxs.find((t) => !isRefundTx(r, t))
  return deposit && fill ? fill.timestamp - deposit.timestamp : undefined
}

// Summed in micro-USD (each fee's decimal string parsed exactly, never through a float), a number only for the
// comparison with the filter.
const appFeesUsd = (r: SimRequest) =>
  usd6ToNumber(r.appFees.reduce((sum, f) => sum + parseUnits(f.amountUsd || '0', 6), 0n))

/**
 * Compiles every filter of a parsed query except pagination into one predicate: top-level conditions
 * (AND), `filters` groups (OR of ANDs), ranges, `features` (all listed) and child-request exclusion.
 * Block ranges apply to the origin deposit's block; fill time is deposit → first fill, in seconds.
 */
export function compileRequestPredicate(
  query: RequestsQuery,
  isChild: (id: string) => boolean,
): (r: SimRequest) => boolean {
  const { conditions, groups, features } = query
  const checks: ((r: SimRequest) => boolean)[] = []
  for (const c of conditions) checks.push(toMatcher(c))
  if (groups && groups.length > 0) {
    const compiled = groups.map((group) => group.map(toMatcher))
    checks.push((r) => compiled.some((group) => group.every((m) => m(r))))
  }
  const { createdAt, block, amountUsd, appFeesAmountUsd } = query
  if (createdAt.min !== undefined || createdAt.max !== undefined)
    checks.push((r) => inRange(createdAt, r.createdAt))
  if (block.min !== undefined || block.max !== undefined)
    checks.push((r) => inRange(block, r.inTxs[0]?.block))
  if (amountUsd.min !== undefined || amountUsd.max !== undefined)
    checks.push((r) => inRange(amountUsd, r.amountInUsd))
  if (appFeesAmountUsd.min !== undefined || appFeesAmountUsd.max !== undefined)
    checks.push((r) => inRange(appFeesAmountUsd, appFeesUsd(r)))
  if (query.fillTime.min !== undefined || query.fillTime.max !== undefined)
    checks.push((r) => inRange(query.fillTime, fillTime(r)))
  if (features.length > 0) checks.push((r) => features.every((f) => (r.features as string[]).includes(f)))
  if (query.extra) checks.push(query.extra)
  if (!query.includeChildRequests) checks.push((r) => !isChild(r.id))
  return (r) => {
    for (const check of checks) if (!check(r)) return false
    return true
  }
}
