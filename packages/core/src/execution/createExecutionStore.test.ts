import { describe, expect, test } from 'vitest'
import { createExecutionStore } from './createExecutionStore'
import { toInitialProgress } from './toInitialProgress'
import type { ExecutionRecord, ExecutionStorage } from './types'

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
    expect(
      store
        .list()
        .map((r) => r.requestId)
        .sort(),
    ).toEqual(['0x2', '0x3'])
    expect(storage.getItem('crosspay.execution.0x1')).toBeNull()
    now = 10_000
    store.put(record('0x4', 'success', 300))
    // 0x4 finished long ago (updatedAt 300): pruned at once; unfinished ones are kept whatever their age.
    expect(
      store
        .list()
        .map((r) => r.requestId)
        .sort(),
    ).toEqual(['0x2', '0x3'])
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
})
