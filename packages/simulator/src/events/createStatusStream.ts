import type { SimContext } from '../model/SimContext'
import { toStatusEvent } from './toStatusEvent'

/** One websocket connection of the status stream, independent of the transport. */
export interface StatusStreamConnection {
  /** Hand it each text message the client sent. */
  receive(data: string): void
  /** Call when the socket closes. */
  close(): void
}

/** The intent-status stream: one per simulator, any number of connections. */
export interface StatusStream {
  /** Opens a connection whose server → client messages go to `send` (JSON text). */
  connect(send: (data: string) => void): StatusStreamConnection
}

const eventName = 'request.status.updated'

/**
 * The intent-status stream of decisions.md (simulator path `/ws`), transport-agnostic: the Node
 * layer binds it to `ws`; in a browser, bind it to a mock socket (exported from the browser entry:
 * `createStatusStream(sim.ctx).connect((text) => socket.deliver(text))`, then hand the socket's
 * outgoing messages to `connection.receive` and call `connection.close()` when it closes).
 * Client → `{"type":"subscribe","event":"request.status.updated","filters":{"id":"<requestId>"}}`
 * (and `"type":"unsubscribe"` with the same filters); server → the current status right away, then
 * `{"event":"request.status.updated","data":{requestId, ...status result}}` on every change of the status
 * result (a new status, or new `inTxHashes`/`txHashes`/`details` under the same status).
 * A malformed message or an unknown request gets `{"type":"error","message"}`; nothing throws.
 */
export function createStatusStream(ctx: SimContext): StatusStream {
  return {
    connect(send) {
      const subscriptions = new Set<string>()
      let open = true
      const safeSend = (message: unknown) => {
        if (!open) return
        try {
          send(JSON.stringify(message))
        } catch (error) {
          console.error('[simulator] status stream send failed', error)
        }
      }
      const error = (message: string) => safeSend({ type: 'error', message })
      const off = ctx.events.on(eventName, ({ request }) => {
        if (subscriptions.has(request.id.toLowerCase()))
          safeSend({ event: eventName, data: toStatusEvent(request) })
      })
      return {
        receive(data) {
          let message: { type?: unknown; event?: unknown; filters?: { id?: unknown } }
          try {
            message = JSON.parse(String(data))
          } catch {
            return error('Messages must be JSON')
          }
          if (!message || typeof message !== 'object') return error('Messages must be JSON objects')
          if (message.type !== 'subscribe' && message.type !== 'unsubscribe')
            return error('type must be "subscribe" or "unsubscribe"')
          if (message.event !== eventName) return error(`event must be "${eventName}"`)
          const id = message.filters?.id
          if (typeof id !== 'string' || !id) return error('filters.id (a request id) is required')
          if (message.type === 'unsubscribe') {
            subscriptions.delete(id.toLowerCase())
            return
          }
          const request = ctx.store.get(id)
          if (!request) return error(`Request not found: ${id}`)
          subscriptions.add(id.toLowerCase())
          safeSend({ event: eventName, data: toStatusEvent(request) })
        },
        close() {
          open = false
          subscriptions.clear()
          off()
        },
      }
    },
  }
}
