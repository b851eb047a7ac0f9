import type { SimContext } from '../model/SimContext'

/** One websocket connection of the status stream, independent of the transport. */
export interface StatusStreamConnection {
  /** Hand it each text message the client sent. */
  receive(data: string): void
  /** Call when the socket closes. */
  close(): void
}

/**
 * The intent-status stream of decisions.md (simulator path `/ws`), transport-agnostic: the Node
 * layer binds it to `ws`, a browser build to a mock socket. Placeholder until the events module implements it.
 */
export function createStatusStream(_ctx: SimContext): {
  connect(send: (data: string) => void): StatusStreamConnection
} {
  return { connect: () => ({ receive() {}, close() {} }) }
}
