'use client'
import { type QueryKey, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { getBackoffDelay } from '../query/getBackoffDelay'
import { isTerminalStatus } from '../query/isTerminalStatus'
import { loadResponseParsing } from '../schemas/loadResponseParsing'
import type { BackoffOptions } from '../utils/BackoffOptions'
import { resolveBackoffOptions } from '../utils/resolveBackoffOptions'

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
  /**
   * Delay before each reconnect after the socket drops or fails to open: `baseMs`, doubling up to `maxMs`
   * (finite, `baseMs` > 0, `maxMs` ≥ `baseMs`; else an `InvalidParameterError`). The delay starts again from
   * `baseMs` only after a socket has stayed open for `maxMs`. Defaults to 1 s doubling up to 30 s.
   */
  reconnect?: BackoffOptions | undefined
}

/** A constructor of browser-compatible WebSockets (`onopen`, `onmessage`, `onclose`, `onerror`, `send`, `close`). */
export type StatusSocketConstructor = new (url: string) => WebSocket

/**
 * Follows one request on the intent-status websocket (decisions.md Events): subscribes to
 * `request.status.updated` for `requestId` and writes each pushed status into the query cache.
 * Returns whether the socket is open, so the caller polls only while it is not. When the socket
 * drops or cannot open, it reconnects with capped exponential backoff (`reconnect`); it stops at a
 * terminal status (pushed or polled) and on unmount. The backoff restarts from `baseMs` only once a
 * socket has stayed open for `maxMs` (the stable period): a server or proxy that accepts, pushes the
 * current status and closes gets ever longer delays, not a reconnect every `baseMs`.
 * Throws an `InvalidParameterError` for invalid `reconnect` options.
 */
export function useStatusSocket(parameters: UseStatusSocketParameters): boolean {
  const { url, requestId, queryKey, webSocketConstructor } = parameters
  const { baseMs, maxMs } = resolveBackoffOptions('reconnect', parameters.reconnect)
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const keyHash = JSON.stringify(queryKey)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `keyHash` stands for `queryKey`
  useEffect(() => {
    const Socket = webSocketConstructor ?? (typeof WebSocket === 'undefined' ? undefined : WebSocket)
    if (!url || !requestId || !Socket) return
    let socket: WebSocket | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    // Loaded with the first socket (pushes wait for it, in order: one promise, callbacks in arrival order).
    let parsing: ReturnType<typeof loadResponseParsing> | undefined
    let attempts = 0
    const connect = () => {
      // Not once the request has ended (a push or a poll brought its terminal status).
      if (isTerminalStatus(queryClient.getQueryData<{ status?: string }>(queryKey)?.status)) return
      try {
        socket = new Socket(url)
      } catch {
        return
      }
      parsing ??= loadResponseParsing()
      parsing.catch(() => {})
      const loaded = parsing
      const current = socket
      let openedAt: number | undefined
      current.onopen = () => {
        openedAt = Date.now()
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
        loaded.then(
          ({ statusResultSchema }) => {
            const parsed = statusResultSchema.safeParse(rest)
            if (stopped || !parsed.success) return
            queryClient.setQueryData(queryKey, parsed.data)
            if (isTerminalStatus(parsed.data.status)) current.close()
          },
          () => {},
        )
      }
      // Polling covers the gap; the next attempt waits baseMs, then twice as long each time, up to maxMs.
      // A push does not prove the stream works (the server pushes the current status on every subscribe):
      // only a socket that stayed open for maxMs restarts the backoff.
      current.onclose = () => {
        setOpen(false)
        if (openedAt !== undefined && Date.now() - openedAt >= maxMs) attempts = 0
        timer = setTimeout(connect, getBackoffDelay(++attempts, { baseMs, maxMs }))
      }
      current.onerror = () => setOpen(false)
    }
    connect()
    return () => {
      stopped = true
      clearTimeout(timer)
      if (socket) {
        socket.onclose = null
        socket.close()
      }
      setOpen(false)
    }
  }, [url, requestId, keyHash, queryClient, webSocketConstructor, baseMs, maxMs])
  return open
}
