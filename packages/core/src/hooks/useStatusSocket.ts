import { type QueryKey, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
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
}

/** A constructor of browser-compatible WebSockets (`onopen`, `onmessage`, `onclose`, `onerror`, `send`, `close`). */
export type StatusSocketConstructor = new (url: string) => WebSocket

/**
 * Follows one request on the intent-status websocket (decisions.md Events): subscribes to
 * `request.status.updated` for `requestId` and writes each pushed status into the query cache.
 * Returns whether the socket is open, so the caller polls only while it is not. Closes itself at a
 * terminal status and on unmount.
 */
export function useStatusSocket(parameters: UseStatusSocketParameters): boolean {
  const { url, requestId, queryKey, webSocketConstructor } = parameters
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const keyHash = JSON.stringify(queryKey)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `keyHash` stands for `queryKey`
  useEffect(() => {
    const Socket = webSocketConstructor ?? (typeof WebSocket === 'undefined' ? undefined : WebSocket)
    if (!url || !requestId || !Socket) return
    let socket: WebSocket
    try {
      socket = new Socket(url)
    } catch {
      return
    }
    socket.onopen = () => {
      socket.send(
        JSON.stringify({ type: 'subscribe', event: 'request.status.updated', filters: { id: requestId } }),
      )
      setOpen(true)
    }
    socket.onmessage = (message) => {
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
      queryClient.setQueryData(queryKey, parsed.data)
      if (isTerminalStatus(parsed.data.status)) socket.close()
    }
    socket.onclose = () => setOpen(false)
    socket.onerror = () => setOpen(false)
    return () => {
      socket.onclose = null
      socket.close()
      setOpen(false)
    }
  }, [url, requestId, keyHash, queryClient, webSocketConstructor])
  return open
}
