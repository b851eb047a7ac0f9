import type { SimRequest } from '../model/types'
import { compileRequestPredicate } from './compileRequestPredicate'
import type { IndexEntry, RequestIndex } from './createRequestIndex'
import type { FieldCondition, RequestsCursor, RequestsQuery } from './RequestsQuery'

/** Fields whose values are all among the `term` index values. */
const termCovered = new Set([
  'term',
  'id',
  'orderId',
  'user',
  'recipient',
  'depositAddress',
  'depositTxHash',
  'fillTxHash',
  'refundTxHash',
  'txHash',
])

/** One page of `GET /requests/v3`. */
export interface RequestsPage {
  requests: SimRequest[]
  /** Position after the last request, when more match. */
  continuation?: RequestsCursor
  total?: number
}

type Lookup = ReadonlySet<IndexEntry> | readonly IndexEntry[]
const sizeOf = (l: Lookup) => ('size' in l ? l.size : l.length)

/** The smallest hash-index candidate lists implied by the positive conditions of one AND-list, if any. */
function best(
  index: RequestIndex,
  conditions: FieldCondition[],
): { size: number; lists: Lookup[] } | undefined {
  let found: { size: number; lists: Lookup[] } | undefined
  for (const c of conditions) {
    if (c.negate || c.values === null) continue
    const field = termCovered.has(c.key) ? 'term' : c.key
    if (!index.isIndexed(field)) continue
    const lists = c.values.map((v) => index.lookup(field, v) ?? [])
    const size = lists.reduce((n, l) => n + sizeOf(l), 0)
    if (!found || size < found.size) found = { size, lists }
  }
  return found
}

/**
 * Candidate entries (a superset of the matches) from the hash indexes: the best top-level condition, or
 * the union of each `filters` group's best condition when every group has one. Undefined: scan all.
 */
function candidates(
  index: RequestIndex,
  query: RequestsQuery,
): { size: number; lists: Lookup[] } | undefined {
  let pick = best(index, query.conditions)
  if (query.groups && query.groups.length > 0) {
    const perGroup = query.groups.map((g) => best(index, g))
    if (perGroup.every(Boolean)) {
      const union = { size: 0, lists: [] as Lookup[] }
      for (const g of perGroup) {
        union.size += g!.size
        union.lists.push(...g!.lists)
      }
      if (!pick || union.size < pick.size) pick = union
    }
  }
  // A createdAt or amountUsd range is a slice of that field's sorted list.
  for (const [sortBy, range] of [
    ['createdAt', query.createdAt],
    ['amountUsd', query.amountUsd],
  ] as const) {
    if (range.min === undefined && range.max === undefined) continue
    const lo = range.min !== undefined ? index.bound(sortBy, range.min, '') : 0
    const hi = range.max !== undefined ? index.bound(sortBy, range.max, '\uffff') : index.size
    if (!pick || hi - lo < pick.size)
      pick = { size: Math.max(0, hi - lo), lists: [index.sorted(sortBy).slice(lo, hi)] }
  }
  return pick
}

const materialise = (lists: Lookup[]): Set<IndexEntry> => {
  if (lists.length === 1 && 'size' in lists[0]!) return lists[0] as Set<IndexEntry>
  const set = new Set<IndexEntry>()
  for (const l of lists) for (const e of l) set.add(e)
  return set
}

/**
 * Runs a parsed query against the index: keyset pagination over the sorted list of `sortBy` (ties broken
 * by id), so requests inserted between pages neither repeat nor shift later pages. A selective indexed
 * condition switches to filtering its candidate set and sorting only that.
 */
export function queryRequests(index: RequestIndex, query: RequestsQuery): RequestsPage {
  const { sortBy, direction, limit, continuation: cursor } = query
  const predicate = compileRequestPredicate(query, index.isChild)
  const asc = direction === 'asc'
  const after = (key: number, id: string) => {
    if (!cursor) return true
    const d = key !== cursor.key ? key - cursor.key : id < cursor.id ? -1 : id > cursor.id ? 1 : 0
    return asc ? d > 0 : d < 0
  }
  const out: IndexEntry[] = []
  let more = false
  let total: number | undefined

  const cand = candidates(index, query)
  // Few candidates (or a small share of all requests): filter and sort only those.
  if (cand && (cand.size <= 64 || cand.size * 8 <= index.size)) {
    const matched: IndexEntry[] = []
    for (const e of materialise(cand.lists)) if (predicate(e.request)) matched.push(e)
    if (query.includeTotal) total = matched.length
    const keyed = matched.map((e) => ({ e, k: index.key(e, sortBy) }))
    keyed.sort((a, b) => {
      const d = a.k !== b.k ? a.k - b.k : a.e.id < b.e.id ? -1 : 1
      return asc ? d : -d
    })
    for (const { e, k } of keyed) {
      if (!after(k, e.id)) continue
      if (out.length === limit) {
        more = true
        break
      }
      out.push(e)
    }
  } else {
    const list = index.sorted(sortBy)
    // Narrow to the createdAt / amountUsd range when it is the sort field.
    const range = sortBy === 'createdAt' ? query.createdAt : sortBy === 'amountUsd' ? query.amountUsd : {}
    let lo = range.min !== undefined ? index.bound(sortBy, range.min, '') : 0
    let hi = range.max !== undefined ? index.bound(sortBy, range.max, '\uffff') : list.length
    if (query.includeTotal) {
      let n = 0
      if (cand && cand.size < hi - lo) {
        for (const e of materialise(cand.lists)) if (predicate(e.request)) n++
      } else for (let i = lo; i < hi; i++) if (predicate(list[i]!.request)) n++
      total = n
    }
    if (cursor) {
      if (asc) lo = Math.max(lo, index.bound(sortBy, cursor.key, `${cursor.id}\u0000`))
      else hi = Math.min(hi, index.bound(sortBy, cursor.key, cursor.id))
    }
    for (let n = 0; n < hi - lo; n++) {
      const e = list[asc ? lo + n : hi - 1 - n]!
      if (!predicate(e.request)) continue
      if (out.length === limit) {
        more = true
        break
      }
      out.push(e)
    }
  }

  const last = out[out.length - 1]
  return {
    requests: out.map((e) => e.request),
    ...(more && last
      ? { continuation: { sortBy, direction, key: index.key(last, sortBy), id: last.id } }
      : {}),
    ...(total !== undefined ? { total } : {}),
  }
}
