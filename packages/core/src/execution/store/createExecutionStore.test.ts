import { describe, expect, test } from 'vitest'
import { toInitialProgress } from '../machine/toInitialProgress'
import type { ExecutionRecord, ExecutionStorage } from '../types'
import { createExecutionStore, type ExecutionStore } from './createExecutionStore'

const memory = (): ExecutionStorage & { map: Map<string, string> } => {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  }
}
const quote = {
  steps: [
    {
      id: 'deposit',
      kind: 'transaction',
      requestId: '0x01',
      items: [{ data: { chainId: 8453, to: '0x1' } }],
    },
  ],
}
const record = (
  requestId: string,
  status: ExecutionRecord['progress']['status'],
  updatedAt: number,
): ExecutionRecord => ({
  version: 1,
  requestId,
  quote: quote as never,
  progress: { ...toInitialProgress(quote as never, requestId), status },
  claim: undefined,
  createdAt: updatedAt,
  updatedAt,
})
/** The ids of the runs `store` lists, sorted. */
const storedIds = (store: ExecutionStore) =>
  store
    .list()
    .map((r) => r.requestId)
    .sort()

describe('createExecutionStore', () => {
  test('default: put, get, list newest first, remove; the same store reads what another instance wrote', () => {
    const storage = memory()
    const store = createExecutionStore({ storage, now: () => 10 })
    store.put(record('0xA', 'running', 1))
    store.put(record('0xB', 'success', 2))
    expect(createExecutionStore({ storage }).get('0xa')?.progress.status).toBe('running')
    expect(store.list().map((r) => r.requestId)).toEqual(['0xB', '0xA'])
    store.remove('0xA')
    expect(store.list().map((r) => r.requestId)).toEqual(['0xB'])
  })

  test('behavior: bounded: past maxRecords the oldest finished go first; finished records past maxAgeMs are dropped', () => {
    let now = 1_000
    const storage = memory()
    const store = createExecutionStore({ storage, maxRecords: 2, maxAgeMs: 500, now: () => now })
    store.put(record('0x1', 'success', 100))
    store.put(record('0x2', 'running', 200))
    store.put(record('0x3', 'running', 300))
    // Over the bound: the finished one goes, both unfinished stay.
    expect(storedIds(store)).toEqual(['0x2', '0x3'])
    expect(storage.getItem('crosspay.execution.0x1')).toBeNull()
    now = 10_000
    store.put(record('0x4', 'success', 300))
    // 0x4 finished long ago (updatedAt 300): pruned at once; unfinished ones are kept whatever their age.
    expect(storedIds(store)).toEqual(['0x2', '0x3'])
  })

  test('behavior: another schema version or unreadable JSON is ignored, never a crash', () => {
    const storage = memory()
    const store = createExecutionStore({ storage })
    storage.setItem('crosspay.execution.index', JSON.stringify(['0xold', '0xbad']))
    storage.setItem(
      'crosspay.execution.0xold',
      JSON.stringify({ ...record('0xold', 'running', 1), version: 0 }),
    )
    storage.setItem('crosspay.execution.0xbad', '{not json')
    expect(store.get('0xold')).toBeUndefined()
    expect(store.get('0xbad')).toBeUndefined()
    expect(store.list()).toEqual([])
    storage.setItem('crosspay.execution.index', 'garbage')
    expect(store.list()).toEqual([])
  })

  test('behavior: a fresh claim by another owner is refused; a stale one, or our own, is taken over', () => {
    let now = 1_000
    const store = createExecutionStore({ storage: null, now: () => now })
    store.put(record('0xC', 'running', 1))
    expect(store.claim('0xC', { owner: 'tab-1', step: 0, item: 0, at: now }, 10_000).ok).toBe(true)
    const refused = store.claim('0xC', { owner: 'tab-2', step: 0, item: 0, at: now }, 10_000)
    expect(refused).toEqual({ ok: false, claim: expect.objectContaining({ owner: 'tab-1' }) })
    expect(store.claim('0xC', { owner: 'tab-1', step: 0, item: 0, at: now }, 10_000).ok).toBe(true)
    now += 20_000
    expect(store.claim('0xC', { owner: 'tab-2', step: 0, item: 0, at: now }, 10_000).ok).toBe(true)
    expect(() => store.claim('0xnone', { owner: 'tab-1', step: 0, item: 0, at: now }, 1)).toThrow(
      /no execution/,
    )
  })

  test('behavior: a storage that refuses writes never throws: the record is kept in memory for this page, put says false', () => {
    const refusing: ExecutionStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('denied')
      },
    }
    const store = createExecutionStore({ storage: refusing })
    expect(store.put(record('0xD', 'running', 1))).toBe(false)
    expect(store.get('0xd')?.progress.status).toBe('running')
    expect(store.list().map((r) => r.requestId)).toEqual(['0xD'])
    expect(store.claim('0xD', { owner: 'tab-1', step: 0, item: 0, at: 1 }, 1)).toMatchObject({
      ok: true,
      saved: false,
    })
    expect(() => store.remove('0xD')).not.toThrow()
    expect(store.get('0xD')).toBeUndefined()
  })

  test('behavior: subscribers hear every change; the snapshot stays the same array until one', () => {
    const store = createExecutionStore({ storage: memory() })
    let heard = 0
    const unsubscribe = store.subscribe(() => heard++)
    const before = store.getSnapshot()
    expect(store.getSnapshot()).toBe(before)
    store.put(record('0xE', 'running', 1))
    expect(heard).toBe(1)
    const after = store.getSnapshot()
    expect(after).not.toBe(before)
    expect(after.map((r) => r.requestId)).toEqual(['0xE'])
    expect(store.getSnapshot()).toBe(after)
    unsubscribe()
    store.remove('0xE')
    expect(heard).toBe(1)
  })

  test('behavior: finished means isSettled: a rejection before anything left is pruned by age, a sent one is kept', () => {
    let now = 1_000
    const store = createExecutionStore({ storage: memory(), maxAgeMs: 500, now: () => now })
    store.put({
      ...record('0xF', 'error', 100),
      progress: { ...record('0xF', 'error', 100).progress, funds: 'not-sent' },
    })
    store.put({
      ...record('0xG', 'error', 100),
      progress: { ...record('0xG', 'error', 100).progress, funds: 'unknown' },
    })
    now = 10_000
    store.put(record('0xH', 'running', 9_000))
    expect(storedIds(store)).toEqual(['0xG', '0xH'])
  })
})
