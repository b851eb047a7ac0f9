import type { ExecutionClaim, ExecutionRecord, ExecutionStorage } from './types'

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
}

/** The persisted executions: read, write, list, claim items and prune. */
export type ExecutionStore = {
  get(requestId: string): ExecutionRecord | undefined
  put(record: ExecutionRecord): void
  remove(requestId: string): void
  /** Every kept execution, newest first. */
  list(): ExecutionRecord[]
  /**
   * Claims an item for `claim.owner` unless another owner holds a claim younger than `staleMs`; returns the
   * record as it now stands, or the other owner's claim when refused. Read and written at once, so two callers
   * in one tab never both win; across tabs the last writer wins and the loser sees the claim on its next read.
   */
  claim(
    requestId: string,
    claim: ExecutionClaim,
    staleMs: number,
  ): { ok: true; record: ExecutionRecord } | { ok: false; claim: ExecutionClaim }
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
const finished = (record: ExecutionRecord) =>
  ['success', 'refund', 'failure', 'aborted', 'error'].includes(record.progress.status)

/** Serialises a record: bigints as strings, the error as its message only (it is rebuilt on read as undefined). */
const serialise = (record: ExecutionRecord) =>
  JSON.stringify({ ...record, progress: { ...record.progress, error: undefined } }, (_key, value) =>
    typeof value === 'bigint' ? value.toString() : value,
  )

/**
 * The persisted store of executions (versioned records under `${prefix}${requestId}`, an index under
 * `${prefix}index`), bounded and pruned: finished executions older than `maxAgeMs` are dropped, and past
 * `maxRecords` the oldest finished ones go first. A record of another schema version, or one that does not parse,
 * is ignored (never a crash).
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

  const readIndex = (): string[] => {
    try {
      const parsed = JSON.parse(storage.getItem(indexKey) ?? '[]')
      return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : []
    } catch {
      return []
    }
  }
  const get = (requestId: string): ExecutionRecord | undefined => {
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
      if (!kept.some((k) => k.id === id) || drop.has(id)) storage.removeItem(keyOf(id))
    return kept.filter((k) => !drop.has(k.id)).map((k) => k.id)
  }
  const put = (record: ExecutionRecord) => {
    storage.setItem(keyOf(record.requestId), serialise(record))
    const id = record.requestId.toLowerCase()
    const ids = readIndex().filter((x) => x !== id)
    storage.setItem(indexKey, JSON.stringify(prune([id, ...ids])))
  }
  return {
    get,
    put,
    remove(requestId) {
      storage.removeItem(keyOf(requestId))
      storage.setItem(indexKey, JSON.stringify(readIndex().filter((x) => x !== requestId.toLowerCase())))
    },
    list: () =>
      readIndex()
        .map(get)
        .filter((r): r is ExecutionRecord => r !== undefined)
        .sort((a, b) => b.updatedAt - a.updatedAt),
    claim(requestId, claim, staleMs) {
      const record = get(requestId)
      if (!record) throw new Error(`no execution is stored for ${requestId}`)
      const held = record.claim
      if (held && held.owner !== claim.owner && now() - held.at < staleMs) return { ok: false, claim: held }
      const next = { ...record, claim, updatedAt: now() }
      put(next)
      return { ok: true, record: next }
    },
  }
}
