/** The `localStorage` methods the execution store and the payment ledger use. */
export type MemoryStorage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/**
 * A `localStorage` stand-in in memory that outlives the "page" that wrote it: what a reload keeps. Pass the same one
 * to the store of each page load of a test.
 *
 * @example
 * const storage = createMemoryStorage()
 * await executeQuote(config, { …, store: createExecutionStore({ storage }) })
 */
export function createMemoryStorage(): MemoryStorage {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}
