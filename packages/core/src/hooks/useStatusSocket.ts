import { type QueryKey, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { type BackoffOptions, getBackoffDelay } from '../query/getBackoffDelay'
import { isTerminalStatus } from '../query/isTerminalStatus'
import { statusResultSchema } from '../schemas/statusResultSchema'

/** Options of {@link useStatusSocket}. */
export type UseStatusSocketParameters = {
  /** Websocket URL of the status stream, or undefined for none. */
  url: string | undefined
  /** The request to follow; nothing is opened without it. */
  requestId: string | undefined
  /** Query key whose data each pushed status replaces. */
  queryKey: QueryKey
  /** WebSocket implementation (React Native, tests on Node). Defaults to `globalThis.WebSocket`. */
  webSocketConstructor?: StatusSocketConstructor | undefined
  /** Delay before each reconnect after the socket drops or fails to open. Defaults to 1 s doubling up to 30 s. */
  reconnect?: BackoffOptions | undefined
}

/** A constructor of browser-compatible WebSockets (`onopen`, `onmessage`, `onclose`, `onerror`, `send`, `close`). */
export type StatusSocketConstructor = new (url: string) => WebSocket

/**
 * Follows one request on the intent-status websocket (decisions.md Events): subscribes to
 * `request.status.updated` for `requestId` and writes each pushed status into the query cache.
 * Returns whether the socket is open, so the caller polls only while it is not. When the socket
 * drops or cannot open, it reconnects with capped exponential backoff (`reconnect`); it stops at a
 * terminal status (pushed or polled) and on unmount.
 */
export function useStatusSocket(parameters: UseStatusSocketParameters): boolean {
  const { url, requestId, queryKey, webSocketConstructor, reconnect } = parameters
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const keyHash = JSON.stringify(queryKey)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `keyHash` stands for `queryKey`, the numbers for `reconnect`
  useEffect(() => {
    const Socket = webSocketConstructor ?? (typeof WebSocket === 'undefined' ? undefined : WebSocket)
    if (!url || !requestId || !Socket) return
    let socket: WebSocket | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    let attempts = 0
    const connect = () => {
      // Not once the request has ended (a push or a poll brought its terminal status).
      if (isTerminalStatus(queryClient.getQueryData<{ status?: string }>(queryKey)?.status)) return
      try {
        socket = new Socket(url)
      } catch {
        return
      }
      const current = socket
      current.onopen = () => {
        current.send(
          JSON.stringify({ type: 'subscribe', event: 'request.status.updated', filters: { id: requestId } }),
        )
        setOpen(true)
      }
      current.onmessage = (message) => {
        let payload: { event?: unknown; data?: { requestId?: unknown; status?: unknown } } | undefined
        try {
          payload = JSON.parse(String(message.data))
        } catch {
          return
        }
        const data = payload?.data
        if (payload?.event !== 'request.status.updated' || !data || data.requestId !== requestId) return
        const { requestId: _, ...rest } = data
        const parsed = statusResultSchema.safeParse(rest)
        if (!parsed.success) return
        attempts = 0 // a working stream (it pushes the current status on subscribe): the next drop retries soon
        queryClient.setQueryData(queryKey, parsed.data)
        if (isTerminalStatus(parsed.data.status)) current.close()
      }
      // Polling covers the gap; the next attempt waits baseMs, then twice as long each time, up to maxMs.
      current.onclose = () => {
        setOpen(false)
        timer = setTimeout(connect, getBackoffDelay(++attempts, reconnect))
      }
      current.onerror = () => setOpen(false)
    }
    connect()
    return () => {
      clearTimeout(timer)
      if (socket) {
        socket.onclose = null
        socket.close()
      }
      setOpen(false)
    }
  }, [url, requestId, keyHash, queryClient, webSocketConstructor, reconnect?.baseMs, reconnect?.maxMs])
  return open
}
