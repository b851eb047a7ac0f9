/** The part of the Web Locks API (`navigator.locks`) {@link createTestWebLocks} provides. */
export type TestWebLocks = {
  request<T>(
    name: string,
    options: { ifAvailable?: boolean },
    run: (lock: { name: string; mode: 'exclusive' } | null) => Promise<T>,
  ): Promise<T>
  query(): Promise<{ held: { name: string; mode: 'exclusive' }[]; pending: never[] }>
}

/**
 * Web Locks for Node, where `navigator.locks` is missing (browsers have it): exclusive locks taken only if
 * available (`ifAvailable`, the mode the executor uses; the callback gets `null` when the name is held) and held
 * until the callback's promise settles, and `query()` listing the held ones. One page's worth: install it with
 * `vi.stubGlobal('navigator', { locks: createTestWebLocks() })`.
 *
 * @example
 * vi.stubGlobal('navigator', { locks: createTestWebLocks() })
 * await listLockedExecutions() // the request ids whose run holds its lock
 */
export function createTestWebLocks(): TestWebLocks {
  const held = new Set<string>()
  return {
    async request(name, options, run) {
      if (!options.ifAvailable) throw new Error('createTestWebLocks: only ifAvailable requests are provided')
      if (held.has(name)) return run(null)
      held.add(name)
      try {
        return await run({ name, mode: 'exclusive' })
      } finally {
        held.delete(name)
      }
    },
    async query() {
      return { held: [...held].map((name) => ({ name, mode: 'exclusive' as const })), pending: [] }
    },
  }
}
