import type { SimRequest } from '../model/types'
import type { RequestStore } from '../state/createRequestStore'
import { isListed } from './isListed'
import { normalizeIdentifier } from './normalizeIdentifier'
import type { RequestsSortBy } from './RequestsQuery'

/** One indexed request: the request, its id and where it currently sits in each sorted list. */
export interface IndexEntry {
  request: SimRequest
  /** Lower-case id (the final tie-break of every sort). */
  id: string
  /** Hash-index keys the entry is filed under, flat: field, value, field, value, ... */
  keys: (string | number)[]
  /** Sort key at which the entry sits in each sorted list (undefined: not yet placed). */
  pos: Partial<Record<RequestsSortBy, number>>
}

/** Hash-indexed fields (`term` covers id, wallets, deposit address and every tx hash). */
const hashFields = [
  'term',
  'status',
  'originChainId',
  'destinationChainId',
  'apiKey',
  'failReason',
  'refundFailReason',
  'requestType',
] as const
const indexed = new Set<string>(hashFields)

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
  lookup(field: string, value: string | number): ReadonlySet<IndexEntry> | readonly IndexEntry[] | undefined
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
 * Follows `store` (every insert and update) and keeps, for the requests it lists (`isListed`: a quote nobody
 * sent is left out until its deposit is seen), hash indexes of the listing's selective fields and
 * one sorted list per sort field. Sorted lists are repaired lazily on the next read: a few changes are
 * moved with binary search, a large batch (seeding) triggers one full sort.
 */
export function createRequestIndex(store: RequestStore): RequestIndex {
  const entries = new Map<string, IndexEntry>()
  // Per field and value: a Set for the few-valued fields, a single entry or a small array for `term`
  // (almost every term value belongs to one request; a Set each would dominate memory and seeding time).
  const hash = new Map<string, Map<string | number, Set<IndexEntry> | IndexEntry | IndexEntry[]>>()
  for (const f of hashFields) hash.set(f, new Map())
  const children = new Set<string>()
  const lists: Record<RequestsSortBy, IndexEntry[]> = { createdAt: [], updatedAt: [], amountUsd: [] }
  const dirty: Record<RequestsSortBy, Set<IndexEntry>> = {
    createdAt: new Set(),
    updatedAt: new Set(),
    amountUsd: new Set(),
  }

  const hashKeys = (r: SimRequest) => {
    // Same values and normalisation as requestFields (term: id, wallets, deposit address, every tx hash;
    // EVM hex lower-cased, base58 exact), built without intermediate lists: this runs for every insert
    // and update, 100,000 times when seeding.
    const keys: (string | number)[] = []
    const term = new Set<string>()
    const add = (s: string | null | undefined) => {
      if (s) term.add(normalizeIdentifier(s))
    }
    add(r.id)
    add(r.user)
    add(r.sender)
    add(r.recipient)
    add(r.depositAddress?.address)
    add(r.depositAddress?.depositTxHash)
    for (const t of r.inTxs) add(t.txHash)
    for (const t of r.outTxs) add(t.txHash)
    for (const v of term) keys.push('term', v)
    keys.push(
      'status',
      r.status,
      'originChainId',
      r.originChainId,
      'destinationChainId',
      r.destinationChainId,
    )
    if (r.apiKey) keys.push('apiKey', r.apiKey.toLowerCase())
    if (r.failReason) keys.push('failReason', r.failReason.toLowerCase())
    if (r.refundFailReason) keys.push('refundFailReason', r.refundFailReason.toLowerCase())
    keys.push('requestType', r.requestType.toLowerCase())
    return keys
  }
  const file = (entry: IndexEntry) => {
    const keys = entry.keys
    for (let i = 0; i < keys.length; i += 2) {
      const f = keys[i] as string
      const v = keys[i + 1]!
      const map = hash.get(f)!
      const slot = map.get(v)
      if (slot === undefined) map.set(v, f === 'term' ? entry : new Set([entry]))
      else if (slot instanceof Set) slot.add(entry)
      else if (Array.isArray(slot)) slot.push(entry)
      else if (slot !== entry) map.set(v, [slot, entry])
    }
  }
  const unfile = (entry: IndexEntry) => {
    const keys = entry.keys
    for (let i = 0; i < keys.length; i += 2) {
      const f = keys[i] as string
      const v = keys[i + 1]!
      const map = hash.get(f)!
      const slot = map.get(v)
      if (slot instanceof Set) slot.delete(entry)
      else if (Array.isArray(slot)) {
        const rest = slot.filter((e) => e !== entry)
        map.set(v, rest.length === 1 ? rest[0]! : rest)
      } else if (slot === entry) map.delete(v)
    }
  }
  const sameKeys = (a: (string | number)[], b: (string | number)[]) =>
    a.length === b.length && a.every((k, i) => k === b[i])

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
    if (next.supersededByRequestId) children.add(next.supersededByRequestId.toLowerCase())
    // A quote nobody sent is not filed until its deposit is seen (isListed).
    if (!entry && !isListed(next)) return
    const keys = hashKeys(next)
    if (!entry) {
      entry = { request: next, id, keys, pos: {} }
      entries.set(id, entry)
      file(entry)
    } else {
      entry.request = next
      if (!sameKeys(entry.keys, keys)) {
        unfile(entry)
        entry.keys = keys
        file(entry)
      }
    }
    for (const s of sortFields) if (entry.pos[s] !== sortKey[s](next)) dirty[s].add(entry)
  })
  const stopRemovals = store.onRemove((removed) => {
    const entry = entries.get(removed.id.toLowerCase())
    if (!entry) return
    unfile(entry)
    for (const s of sortFields) {
      dirty[s].delete(entry)
      const key = entry.pos[s]
      if (key === undefined) continue
      const at = bound(s, key, entry.id)
      if (lists[s][at] === entry) lists[s].splice(at, 1)
    }
    entries.delete(entry.id)
  })
  for (const r of store.values()) {
    // Requests stored before the index existed: file them as if just inserted.
    const id = r.id.toLowerCase()
    if (r.supersededByRequestId) children.add(r.supersededByRequestId.toLowerCase())
    if (entries.has(id) || !isListed(r)) continue
    const entry: IndexEntry = { request: r, id, keys: hashKeys(r), pos: {} }
    entries.set(id, entry)
    file(entry)
    for (const s of sortFields) dirty[s].add(entry)
  }

  return {
    get size() {
      return entries.size
    },
    lookup(field, value) {
      if (!indexed.has(field)) return undefined
      const slot = hash.get(field)!.get(value)
      return slot === undefined ? [] : slot instanceof Set || Array.isArray(slot) ? slot : [slot]
    },
    isIndexed: (field) => indexed.has(field),
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
    close: () => {
      unsubscribe()
      stopRemovals()
    },
  }
}
