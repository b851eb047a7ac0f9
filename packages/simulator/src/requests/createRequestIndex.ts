import type { SimRequest } from '../model/types'
import type { RequestStore } from '../state/createRequestStore'
import type { RequestsSortBy } from './RequestsQuery'
import { requestFields } from './requestFields'

/** One indexed request: the request, its id and where it currently sits in each sorted list. */
export interface IndexEntry {
  request: SimRequest
  /** Lower-case id (the final tie-break of every sort). */
  id: string
  /** Hash-index keys the entry is filed under. */
  keys: string[]
  /** Sort key at which the entry sits in each sorted list (undefined: not yet placed). */
  pos: Partial<Record<RequestsSortBy, number>>
}

/** Hash-indexed fields (`term` covers id, wallets, deposit address and every tx hash). */
const hashFields = ['term', 'status', 'originChainId', 'destinationChainId', 'apiKey'] as const

/** Sort key of a request for each `sortBy`. */
const sortKey: Record<RequestsSortBy, (r: SimRequest) => number> = {
  createdAt: (r) => r.createdAt,
  updatedAt: (r) => r.updatedAt,
  amountUsd: (r) => r.amountInUsd,
}

const sortFields: RequestsSortBy[] = ['createdAt', 'updatedAt', 'amountUsd']

/** The request-history indexes kept in step with the store. */
export interface RequestIndex {
  readonly size: number
  /** Entries whose `field` includes `value` (normalised), for a hash-indexed field; undefined otherwise. */
  lookup(field: string, value: string | number): ReadonlySet<IndexEntry> | undefined
  /** Whether `field` is hash-indexed. */
  isIndexed(field: string): boolean
  /** Every entry in ascending (sort key, id) order. */
  sorted(sortBy: RequestsSortBy): readonly IndexEntry[]
  /** The current sort key of an entry. */
  key(entry: IndexEntry, sortBy: RequestsSortBy): number
  /** First position in `sorted(sortBy)` whose (key, id) is ≥ the given one. */
  bound(sortBy: RequestsSortBy, key: number, id: string): number
  /** Whether the request is a child (a regenerated request another request is superseded by). */
  isChild(id: string): boolean
  /** Stops following the store. */
  close(): void
}

/**
 * Follows `store` (every insert and update) and keeps hash indexes of the listing's selective fields and
 * one sorted list per sort field. Sorted lists are repaired lazily on the next read: a few changes are
 * moved with binary search, a large batch (seeding) triggers one full sort.
 */
export function createRequestIndex(store: RequestStore): RequestIndex {
  const entries = new Map<string, IndexEntry>()
  const hash = new Map<string, Set<IndexEntry>>()
  const children = new Set<string>()
  const lists: Record<RequestsSortBy, IndexEntry[]> = { createdAt: [], updatedAt: [], amountUsd: [] }
  const dirty: Record<RequestsSortBy, Set<IndexEntry>> = {
    createdAt: new Set(),
    updatedAt: new Set(),
    amountUsd: new Set(),
  }

  const hashKeys = (r: SimRequest) => {
    const keys: string[] = []
    for (const f of hashFields) for (const v of requestFields[f]!(r)) keys.push(`${f}\u0000${v}`)
    return keys
  }

  const cmp = (sortBy: RequestsSortBy, a: IndexEntry, bKey: number, bId: string) => {
    const d = a.pos[sortBy]! - bKey
    return d !== 0 ? d : a.id < bId ? -1 : a.id > bId ? 1 : 0
  }
  const bound = (sortBy: RequestsSortBy, key: number, id: string) => {
    const arr = lists[sortBy]
    let lo = 0
    let hi = arr.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if (cmp(sortBy, arr[mid]!, key, id) < 0) lo = mid + 1
      else hi = mid
    }
    return lo
  }

  const flush = (sortBy: RequestsSortBy) => {
    const set = dirty[sortBy]
    if (set.size === 0) return
    const arr = lists[sortBy]
    if (set.size > 256 && set.size * 50 > arr.length) {
      const all = [...entries.values()]
      for (const e of all) e.pos[sortBy] = sortKey[sortBy](e.request)
      all.sort((a, b) => cmp(sortBy, a, b.pos[sortBy]!, b.id))
      lists[sortBy] = all
    } else {
      for (const e of set) {
        const old = e.pos[sortBy]
        if (old !== undefined) {
          const at = bound(sortBy, old, e.id)
          if (arr[at] === e) arr.splice(at, 1)
        }
        const key = sortKey[sortBy](e.request)
        e.pos[sortBy] = key
        arr.splice(bound(sortBy, key, e.id), 0, e)
      }
    }
    set.clear()
  }

  const unsubscribe = store.subscribe((next) => {
    const id = next.id.toLowerCase()
    let entry = entries.get(id)
    if (!entry) {
      entry = { request: next, id, keys: [], pos: {} }
      entries.set(id, entry)
    } else {
      for (const k of entry.keys) hash.get(k)?.delete(entry)
      entry.request = next
    }
    entry.keys = hashKeys(next)
    for (const k of entry.keys) {
      let set = hash.get(k)
      if (!set) hash.set(k, (set = new Set()))
      set.add(entry)
    }
    if (next.supersededByRequestId) children.add(next.supersededByRequestId.toLowerCase())
    for (const s of sortFields) if (entry.pos[s] !== sortKey[s](next)) dirty[s].add(entry)
  })
  for (const r of store.values()) {
    // Requests stored before the index existed: file them as if just inserted.
    const id = r.id.toLowerCase()
    if (entries.has(id)) continue
    const entry: IndexEntry = { request: r, id, keys: hashKeys(r), pos: {} }
    entries.set(id, entry)
    for (const k of entry.keys) {
      let set = hash.get(k)
      if (!set) hash.set(k, (set = new Set()))
      set.add(entry)
    }
    if (r.supersededByRequestId) children.add(r.supersededByRequestId.toLowerCase())
    for (const s of sortFields) dirty[s].add(entry)
  }

  return {
    get size() {
      return entries.size
    },
    lookup: (field, value) =>
      (hashFields as readonly string[]).includes(field)
        ? (hash.get(`${field}\u0000${value}`) ?? new Set())
        : undefined,
    isIndexed: (field) => (hashFields as readonly string[]).includes(field),
    sorted(sortBy) {
      flush(sortBy)
      return lists[sortBy]
    },
    key: (entry, sortBy) => sortKey[sortBy](entry.request),
    bound(sortBy, key, id) {
      flush(sortBy)
      return bound(sortBy, key, id)
    },
    isChild: (id) => children.has(id.toLowerCase()),
    close: unsubscribe,
  }
}
