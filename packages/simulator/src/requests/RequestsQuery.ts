// Types of a parsed `GET /requests/v3` query (several type exports: a types-only file).
import type { SimRequest } from '../model/types'

/** Sort fields of `GET /requests/v3`. */
export type RequestsSortBy = 'createdAt' | 'updatedAt' | 'amountUsd'

/**
 * One field condition: the request's values for `key` must include one of `values` (OR), or, when
 * `values` is null, be empty (a null-check). `negate` inverts the result (`not:` prefix).
 */
export interface FieldCondition {
  key: string
  values: (string | number)[] | null
  negate: boolean
}

/** An inclusive numeric range; either end may be missing. */
export interface NumberRange {
  min?: number
  max?: number
}

/** Position after which the next page starts (keyset pagination). */
export interface RequestsCursor {
  sortBy: RequestsSortBy
  direction: 'asc' | 'desc'
  key: number
  id: string
}

/** A validated `GET /requests/v3` query. */
export interface RequestsQuery {
  /** Top-level field parameters (AND-ed). */
  conditions: FieldCondition[]
  /** `filters`: groups OR-ed, conditions inside a group AND-ed; null when absent. */
  groups: FieldCondition[][] | null
  /** createdAt range in ms. */
  createdAt: NumberRange
  /** Origin deposit block range. */
  block: NumberRange
  amountUsd: NumberRange
  appFeesAmountUsd: NumberRange
  /** Fill time range in seconds. */
  fillTime: NumberRange
  /** Every listed feature must be present. */
  features: string[]
  includeChildRequests: boolean
  privateChainsToInclude: number[]
  sortBy: RequestsSortBy
  direction: 'asc' | 'desc'
  limit: number
  continuation: RequestsCursor | null
  includeTotal: boolean
  includeAuthenticatedData: boolean
  /** An extra condition set by the caller (v2's `referrer`), not reachable from v3 parameters. */
  extra?: (request: SimRequest) => boolean
}
