import type { SimRequest } from '../model/types'

/** Called after every insert or update with the new state and a shallow snapshot of the old one. */
export type RequestStoreListener = (next: SimRequest, previous: Readonly<SimRequest> | undefined) => void

/** In-memory store of every request the simulator knows, by id (lower-case hex). */
export interface RequestStore {
  insert(request: SimRequest): void
  get(id: string): SimRequest | undefined
  /** Applies `mutate` to the stored request in place, then notifies listeners. Throws for an unknown id. */
  update(id: string, mutate: (request: SimRequest) => void): SimRequest
  values(): IterableIterator<SimRequest>
  readonly size: number
  /** Subscribes to inserts and updates (indexes, events). Returns an unsubscribe function. */
  subscribe(listener: RequestStoreListener): () => void
  /** Forgets a request (an expired quote): indexes subscribed with `onRemove` drop it too. False if unknown. */
  remove(id: string): boolean
  /** Subscribes to removals. Returns an unsubscribe function. */
  onRemove(listener: (removed: SimRequest) => void): () => void
}

/** Creates an empty {@link RequestStore}. */
export function createRequestStore(): RequestStore {
  const byId = new Map<string, SimRequest>()
  const listeners = new Set<RequestStoreListener>()
  const removeListeners = new Set<(removed: SimRequest) => void>()
  const notify = (next: SimRequest, prev: SimRequest | undefined) => {
    for (const l of listeners) l(next, prev)
  }
  return {
    insert(request) {
      const id = request.id.toLowerCase()
      if (byId.has(id)) throw new Error(`request ${id} already exists`)
      byId.set(id, request)
      notify(request, undefined)
    },
    get: (id) => byId.get(id.toLowerCase()),
    update(id, mutate) {
      const request = byId.get(id.toLowerCase())
      if (!request) throw new Error(`unknown request ${id}`)
      const previous = { ...request }
      mutate(request)
      notify(request, previous)
      return request
    },
    values: () => byId.values(),
    get size() {
      return byId.size
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    remove(id) {
      const request = byId.get(id.toLowerCase())
      if (!request) return false
      byId.delete(id.toLowerCase())
      for (const l of removeListeners) l(request)
      return true
    },
    onRemove(listener) {
      removeListeners.add(listener)
      return () => removeListeners.delete(listener)
    },
  }
}
