import { isSettled } from '../../query/isSettled'
import type { ExecutionClaim, ExecutionProgress, ExecutionRecord, ExecutionStorage } from '../types'
import { claimStaleMs } from './claimStaleMs'
import { tabOwner } from './tabOwner'

/** Options of {@link createExecutionStore}. */
export type CreateExecutionStoreOptions = {
  /**
   * Where executions are kept. Defaults to `globalThis.localStorage` when there is one (so a reload or another
   * tab sees them), else an in-memory map (this process only). `null` keeps them in memory.
   */
  storage?: ExecutionStorage | null | undefined
  /** Key prefix. Defaults to `crosspay.execution.`. */
  prefix?: string | undefined
  /** At most this many executions are kept; the oldest finished ones go first. Defaults to 50. */
  maxRecords?: number | undefined
  /** Finished executions older than this are dropped, ms. Defaults to 7 days. */
  maxAgeMs?: number | undefined
  /** Clock, ms. Defaults to `Date.now`. */
  now?: (() => number) | undefined
  /** Who claims items for the runs of this store. Defaults to this page's id (a reload is another owner). */
  owner?: string | undefined
  /** Where Web Locks are missing: another owner's claim younger than this many ms is live. Defaults to 120000. */
  claimStaleMs?: number | undefined
}

/**
 * One execution under way in this page, in memory: every caller of the same request joins it; it is stopped only
 * when every caller that can stop it (gave a signal) has (`holders` counts the callers still holding it).
 */
export type ExecutionRun = {
  promise: Promise<ExecutionProgress>
  controller: AbortController
  holders: number
}

/** The persisted executions: read, write, list, claim items, prune, and tell subscribers of every change. */
export type ExecutionStore = {
  get(requestId: string): ExecutionRecord | undefined
  /**
   * Writes a record. Best effort: when the storage refuses (a full quota, private mode), the record is kept in
   * memory for this page and `false` is returned (never thrown); `true` once it is in the storage.
   */
  put(record: ExecutionRecord): boolean
  remove(requestId: string): void
  /** Every kept execution, newest first. */
  list(): ExecutionRecord[]
  /**
   * Claims an item for `claim.owner` unless another owner holds a claim younger than `staleMs`; returns the
   * record as it now stands (`saved`: whether the storage took it), or the other owner's claim when refused. Read
   * and written at once, so two callers in one tab never both win; across tabs Web Locks decide (the executor
   * holds one from claim to the wallet's answer), else the last writer wins.
   */
  claim(
    requestId: string,
    claim: ExecutionClaim,
    staleMs: number,
  ): { ok: true; record: ExecutionRecord; saved: boolean } | { ok: false; claim: ExecutionClaim }
  /** Calls `listener` after every change: this page's writes, and another tab's (the `storage` event). */
  subscribe(listener: () => void): () => void
  /** `list()`, the same array until something changes (what `useSyncExternalStore` needs). */
  getSnapshot(): readonly ExecutionRecord[]
  /** Who claims items for the runs of this store (see {@link CreateExecutionStoreOptions.owner}). */
  readonly owner: string
  /** How old another owner's claim must be to count as left behind (see {@link CreateExecutionStoreOptions}). */
  readonly claimStaleMs: number
  /** In memory, this page only: the runs under way, by lower-cased request id (a second call joins its run). */
  readonly runs: Map<string, ExecutionRun>
  /** In memory: `account:chainId` pairs whose wallet said it cannot batch (asked one by one from then on). */
  readonly unbatchable: Set<string>
}

const version = 1
const memory = (): ExecutionStorage => {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}
const defaultStorage = (): ExecutionStorage => {
  try {
    const storage = (globalThis as { localStorage?: ExecutionStorage }).localStorage
    if (storage) return storage
  } catch {
    // Access denied (sandboxed iframe, privacy settings): keep executions in memory.
  }
  return memory()
}
const finished = (record: ExecutionRecord) => isSettled(record.progress)

/** Serialises a record: bigints as strings, the error as its message only (it is rebuilt on read as undefined). */
const serialise = (record: ExecutionRecord) =>
  JSON.stringify({ ...record, progress: { ...record.progress, error: undefined } }, (_key, value) =>
    typeof value === 'bigint' ? value.toString() : value,
  )

/**
 * The persisted store of executions (versioned records under `${prefix}${requestId}`, an index under
 * `${prefix}index`), bounded and pruned: finished executions older than `maxAgeMs` are dropped, and past
 * `maxRecords` the oldest finished ones go first. A record of another schema version, or one that does not parse,
 * is ignored (never a crash). Writes are best effort: a refused one keeps the record in memory (see `put`). Most
 * apps never call this: the executor and `useExecuteQuote` share one store per page or process
 * (`getDefaultExecutionStore`); pass your own to both when you need another storage.
 *
 * @example
 * const store = createExecutionStore({ storage: sessionStorage })
 * store.list().filter((r) => r.progress.status === 'running') // what a UI can offer to resume
 */
export function createExecutionStore(options: CreateExecutionStoreOptions = {}): ExecutionStore {
  const storage = options.storage === null ? memory() : (options.storage ?? defaultStorage())
  const prefix = options.prefix ?? 'crosspay.execution.'
  const maxRecords = options.maxRecords ?? 50
  const maxAgeMs = options.maxAgeMs ?? 7 * 24 * 60 * 60 * 1000
  const now = options.now ?? Date.now
  const indexKey = `${prefix}index`
  const keyOf = (requestId: string) => `${prefix}${requestId.toLowerCase()}`
  /** Records the storage refused, by lower-cased id: this page still sees them (and never sends them twice). */
  const unsaved = new Map<string, ExecutionRecord>()
  const listeners = new Set<() => void>()
  let snapshot: readonly ExecutionRecord[] | undefined
  const changed = () => {
    snapshot = undefined
    for (const listener of [...listeners]) listener()
  }
  const write = (key: string, value: string): boolean => {
    try {
      storage.setItem(key, value)
      return true
    } catch {
      return false
    }
  }
  const erase = (key: string) => {
    try {
      storage.removeItem(key)
    } catch {
      // Nothing to do: an entry that cannot be removed is pruned on a later write.
    }
  }

  const readIndex = (): string[] => {
    try {
      const parsed = JSON.parse(storage.getItem(indexKey) ?? '[]')
      return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : []
    } catch {
      return []
    }
  }
  const get = (requestId: string): ExecutionRecord | undefined => {
    const kept = unsaved.get(requestId.toLowerCase())
    if (kept) return kept
    try {
      const raw = storage.getItem(keyOf(requestId))
      if (!raw) return undefined
      const record = JSON.parse(raw) as ExecutionRecord
      return record?.version === version && typeof record.requestId === 'string' ? record : undefined
    } catch {
      return undefined
    }
  }
  const prune = (ids: string[]): string[] => {
    const records = ids.map((id) => ({ id, record: get(id) }))
    const kept = records.filter(
      ({ record }) => record && !(finished(record) && now() - record.updatedAt > maxAgeMs),
    )
    // Over the bound: drop the oldest finished ones first, then the oldest of all.
    const order = [...kept].sort(
      (a, b) =>
        Number(finished(b.record!)) - Number(finished(a.record!)) ||
        a.record!.updatedAt - b.record!.updatedAt,
    )
    const drop = new Set(order.slice(0, Math.max(0, kept.length - maxRecords)).map((r) => r.id))
    for (const { id } of records)
      if (!kept.some((k) => k.id === id) || drop.has(id)) {
        erase(keyOf(id))
        unsaved.delete(id)
      }
    return kept.filter((k) => !drop.has(k.id)).map((k) => k.id)
  }
  const put = (record: ExecutionRecord): boolean => {
    const id = record.requestId.toLowerCase()
    // Kept in memory first: whatever the storage does, this page sees the record.
    unsaved.set(id, record)
    let saved = write(keyOf(record.requestId), serialise(record))
    if (saved) {
      unsaved.delete(id)
      const ids = readIndex().filter((x) => x !== id)
      saved = write(indexKey, JSON.stringify(prune([id, ...ids])))
      if (!saved) unsaved.set(id, record)
    }
    changed()
    return saved
  }
  const list = () => {
    const ids = new Set([...readIndex(), ...unsaved.keys()])
    return [...ids]
      .map(get)
      .filter((r): r is ExecutionRecord => r !== undefined)
      .sort((a, b) => b.updatedAt - a.updatedAt)
  }
  let unwatch: (() => void) | undefined
  /** Another tab's writes to the same storage arrive as `storage` events (browsers only). */
  const watch = () => {
    const target = globalThis as {
      addEventListener?: (type: 'storage', listener: (event: { key: string | null }) => void) => void
      removeEventListener?: (type: 'storage', listener: (event: { key: string | null }) => void) => void
      localStorage?: unknown
    }
    let local: unknown
    try {
      local = target.localStorage
    } catch {
      return undefined
    }
    if (!target.addEventListener || local === undefined || local !== storage) return undefined
    const onStorage = (event: { key: string | null }) => {
      if (event.key === null || event.key.startsWith(prefix)) changed()
    }
    target.addEventListener('storage', onStorage)
    return () => target.removeEventListener?.('storage', onStorage)
  }
  return {
    owner: options.owner ?? tabOwner,
    claimStaleMs: options.claimStaleMs ?? claimStaleMs,
    runs: new Map(),
    unbatchable: new Set(),
    get,
    put,
    remove(requestId) {
      const id = requestId.toLowerCase()
      unsaved.delete(id)
      erase(keyOf(requestId))
      write(indexKey, JSON.stringify(readIndex().filter((x) => x !== id)))
      changed()
    },
    list,
    claim(requestId, claim, staleMs) {
      const record = get(requestId)
      if (!record) throw new Error(`no execution is stored for ${requestId}`)
      const held = record.claim
      if (held && held.owner !== claim.owner && now() - held.at < staleMs) return { ok: false, claim: held }
      const next = { ...record, claim, updatedAt: now() }
      return { ok: true, record: next, saved: put(next) }
    },
    subscribe(listener) {
      listeners.add(listener)
      if (listeners.size === 1) {
        // Nobody listened: another tab may have written meanwhile.
        snapshot = undefined
        unwatch = watch()
      }
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) {
          unwatch?.()
          unwatch = undefined
        }
      }
    },
    getSnapshot: () => {
      snapshot ??= list()
      return snapshot
    },
  }
}
