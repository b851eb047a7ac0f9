/** A small typed event emitter: `on` returns the function that unsubscribes. */
export type Emitter<events extends Record<string, unknown>> = {
  on<name extends keyof events>(name: name, listener: (payload: events[name]) => void): () => void
  emit<name extends keyof events>(name: name, payload: events[name]): void
}

/** Creates a typed emitter; a listener that throws never stops the others. */
export function createEmitter<events extends Record<string, unknown>>(): Emitter<events> {
  const listeners = new Map<keyof events, Set<(payload: never) => void>>()
  return {
    on(name, listener) {
      let set = listeners.get(name)
      if (!set) listeners.set(name, (set = new Set()))
      set.add(listener as (payload: never) => void)
      return () => void set.delete(listener as (payload: never) => void)
    },
    emit(name, payload) {
      for (const listener of listeners.get(name) ?? [])
        try {
          ;(listener as (payload: unknown) => void)(payload)
        } catch {
          // A listener's failure is its own: execution goes on.
        }
    },
  }
}
