import type { SimRequest } from '../model/types'

/** Events the simulator's modules publish to each other (websocket, webhooks, indexes). */
export interface SimEvents {
  /** A request was created by a quote (or by the history generator). */
  'request.created': SimRequest
  /** A request's status changed; `previous` is the status it left. */
  'request.status.updated': { request: SimRequest; previous: SimRequest['status'] | null }
  /** An app balance changed (deposit credited, sponsorship debit, hold placed or released). */
  'balance.updated': { wallet: string }
}

/** A tiny typed publish/subscribe bus. */
export interface EventBus {
  on<K extends keyof SimEvents>(event: K, listener: (payload: SimEvents[K]) => void): () => void
  emit<K extends keyof SimEvents>(event: K, payload: SimEvents[K]): void
}

/** Creates an {@link EventBus}. A failing listener is logged and never breaks the emitter. */
export function createEventBus(): EventBus {
  const listeners = new Map<string, Set<(payload: never) => void>>()
  return {
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) listeners.set(event, (set = new Set()))
      set.add(listener as (payload: never) => void)
      return () => set.delete(listener as (payload: never) => void)
    },
    emit(event, payload) {
      for (const listener of listeners.get(event) ?? []) {
        try {
          ;(listener as (p: typeof payload) => void)(payload)
        } catch (error) {
          console.error(`[simulator] listener of ${event} failed`, error)
        }
      }
    },
  }
}
