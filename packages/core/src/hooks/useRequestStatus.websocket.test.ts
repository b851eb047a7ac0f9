// @vitest-environment jsdom

import { createRequire } from 'node:module'
import { join } from 'node:path'
import { createSimFetch, expectInvalidParameter, quoteRequestId, setupSimulatorServer } from '@crosspay/test'
import { cleanup, renderHook, waitFor } from '@crosspay/test/react'
import { afterEach, describe, expect, test } from 'vitest'
import { createClient } from '../api/createClient'
import { type UseRequestStatusParameters, useRequestStatus } from './useRequestStatus'
import type { StatusSocketConstructor } from './useStatusSocket'

const STATUS = '/intents/status/v3'
// jsdom's global WebSocket (undici) cannot dispatch under vitest's jsdom globals: use `ws`, as a Node host would.
const simulatorRequire = createRequire(join(__dirname, '../../../simulator/package.json'))
const NodeWebSocket = simulatorRequire('ws') as StatusSocketConstructor
/** The server side of one `ws` connection (what the test proxy needs of it). */
type ServerSocket = {
  readyState: number
  send(data: string): void
  close(): void
  terminate(): void
  on(event: 'message', listener: (data: { toString(): string }) => void): void
  on(event: 'close' | 'error', listener: () => void): void
}
const { WebSocketServer } = simulatorRequire('ws') as {
  WebSocketServer: new (options: {
    host: string
    port: number
  }) => {
    address(): { port: number }
    clients: Set<ServerSocket>
    on(event: 'listening', listener: () => void): void
    on(event: 'connection', listener: (socket: ServerSocket) => void): void
    close(callback: () => void): void
  }
}
const server = setupSimulatorServer({ port: 0, chains: 'virtual' })
// Unmount after each test: a mounted hook would keep polling and reconnecting into the next one.
afterEach(cleanup)

/**
 * Quotes a request with a client on the real HTTP server, then renders `useRequestStatus` for it with
 * `options` (sockets from `ws` unless given). `fetch` counts the client's requests after the quote
 * (the websocket is not a fetch).
 */
async function renderStatus(options: UseRequestStatusParameters, strict = false) {
  const fetch = createSimFetch({ fetch: (input, init) => globalThis.fetch(input, init) })
  const client = createClient({ baseUrl: server.baseUrl, fetch, onWarning: () => {} })
  const requestId = await quoteRequestId(client)
  fetch.reset()
  const { result, unmount } = renderHook(
    () => useRequestStatus({ requestId, webSocketConstructor: NodeWebSocket, ...options }),
    { client, strict },
  )
  return { result, unmount, fetch, requestId }
}

/** A socket constructor that keeps every socket the hook creates (to cut one) and when it created it (`performance.now()`). */
function trackSockets() {
  const sockets: { readyState: number; terminate(): void }[] = []
  const createdAt: number[] = []
  const Socket = class extends (NodeWebSocket as unknown as new (url: string) => object) {
    constructor(url: string) {
      super(url)
      sockets.push(this as unknown as (typeof sockets)[number])
      createdAt.push(performance.now())
    }
  } as unknown as StatusSocketConstructor
  return { sockets, createdAt, Socket }
}

/** Waits until polling has stopped: 100 ms (five 20 ms intervals) without a status poll, however long that takes. */
async function pollingStopped(fetch: ReturnType<typeof createSimFetch>) {
  await waitFor(() => {
    const last = fetch.calls.filter((c) => c.pathname === STATUS).at(-1)
    expect(performance.now() - (last?.at ?? 0)).toBeGreaterThan(100)
  })
}

/**
 * A misbehaving proxy in front of the simulator's status stream (`server.baseUrl/ws`): it relays each client's
 * messages upstream and the pushes back, and closes each of the first `dropFirst` client connections right after
 * their first push (the current status the stream sends on subscribe), as a load balancer or proxy that cuts
 * websockets does. `connectedAt` keeps when each client connected (`performance.now()`), `clients` the open ones.
 */
async function startDroppingProxy(dropFirst = Number.POSITIVE_INFINITY) {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 })
  await new Promise<void>((resolve) => wss.on('listening', resolve))
  const connectedAt: number[] = []
  wss.on('connection', (client) => {
    const drop = connectedAt.push(performance.now()) <= dropFirst
    const upstream = new NodeWebSocket(`${server.baseUrl.replace(/^http/, 'ws')}/ws`)
    const pending: string[] = []
    upstream.onopen = () => {
      for (const message of pending.splice(0)) upstream.send(message)
    }
    upstream.onmessage = (event) => {
      if (client.readyState !== 1) return
      client.send(String(event.data))
      if (drop) client.close()
    }
    upstream.onerror = () => client.terminate()
    client.on('message', (data) => {
      if (upstream.readyState === 1) upstream.send(data.toString())
      else pending.push(data.toString())
    })
    client.on('close', () => upstream.close())
    client.on('error', () => upstream.close())
  })
  return {
    connectedAt,
    clients: wss.clients,
    url: `ws://127.0.0.1:${wss.address().port}/ws`,
    close: () => {
      for (const client of wss.clients) client.terminate()
      return new Promise<void>((resolve) => wss.close(resolve))
    },
  }
}

/** Lands the deposit of `requestId` and runs the simulator clock until it has settled. */
async function settle(requestId: string) {
  await server.sim.fetch(`${server.baseUrl}/__sim/deposit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ requestId }),
  })
  await server.sim.ctx.clock.advance(10_000)
}

describe('useRequestStatus (websocket)', () => {
  test('default', async () => {
    // Polling every minute: only pushed statuses can bring `success` within this test.
    const { result, fetch, requestId } = await renderStatus({ websocket: true, intervalMs: 60_000 })
    await waitFor(() => expect(result.current.data?.status).toBe('waiting'))
    await settle(requestId)
    await waitFor(() => expect(result.current.data?.status).toBe('success'), { timeout: 3000 })
    expect(result.current.data?.txHashes.length).toBeGreaterThan(0)
    expect(fetch.count(STATUS)).toBeLessThanOrEqual(1)
  })

  test('behavior: falls back to polling when the socket cannot open', async () => {
    const { result, fetch } = await renderStatus({ websocket: 'ws://127.0.0.1:9/ws', intervalMs: 20 })
    await waitFor(() => expect(result.current.data?.status).toBe('waiting'))
    await waitFor(() => expect(fetch.count(STATUS)).toBeGreaterThanOrEqual(3))
  })

  test('behavior: when the open socket drops, polling resumes', async () => {
    // Keep every socket the hook opens, to cut its connection once it is open.
    const { sockets, Socket } = trackSockets()
    const { result, fetch } = await renderStatus({
      websocket: true,
      intervalMs: 20,
      webSocketConstructor: Socket,
    })
    await waitFor(() => expect(result.current.data?.status).toBe('waiting'))
    await waitFor(() => expect(sockets[0]?.readyState).toBe(1)) // OPEN
    // Once the hook has seen the socket open, polling stops, however long it took to notice on a loaded machine.
    await pollingStopped(fetch)
    fetch.reset()
    await sleep(150)
    expect(fetch.count(STATUS)).toBe(0)
    // The connection drops (no close handshake, as when a proxy or the network cuts it).
    sockets[0]!.terminate()
    await waitFor(() => expect(fetch.count(STATUS)).toBeGreaterThanOrEqual(2))
    expect(result.current.data?.status).toBe('waiting')
  })

  test('behavior: after the socket drops it reconnects with backoff; polling stops again and pushes resume', async () => {
    const { sockets, createdAt, Socket } = trackSockets()
    // Reconnect after 300 ms (then at most 600 ms): time for a few 20 ms polls in between.
    const { result, fetch, requestId } = await renderStatus({
      websocket: true,
      intervalMs: 20,
      reconnect: { baseMs: 300, maxMs: 600 },
      webSocketConstructor: Socket,
    })
    await waitFor(() => expect(result.current.data?.status).toBe('waiting'))
    await waitFor(() => expect(sockets[0]?.readyState).toBe(1)) // OPEN
    await pollingStopped(fetch)
    const droppedAt = performance.now()
    sockets[0]!.terminate()

    // A second socket opens; until then the hook polled.
    await waitFor(() => expect(sockets[1]?.readyState).toBe(1), { timeout: 5000 })
    const pollsWhileDown = fetch.calls.filter(
      (c) => c.pathname === STATUS && c.at > droppedAt && c.at < createdAt[1]!,
    )
    expect(pollsWhileDown.length).toBeGreaterThanOrEqual(1)
    expect(createdAt[1]! - droppedAt).toBeGreaterThanOrEqual(290) // waited baseMs (timer slack aside)
    // Polling stops again, and a later change arrives by push alone.
    await pollingStopped(fetch)
    fetch.reset()
    await settle(requestId)
    await waitFor(() => expect(result.current.data?.status).toBe('success'), { timeout: 5000 })
    expect(fetch.count(STATUS)).toBe(0)
    // At the terminal status the hook closes the socket and opens no other.
    await waitFor(() => expect(sockets[1]?.readyState).toBe(3)) // CLOSED
    // The hook set its reconnect timer (at most maxMs, 600 ms) when the socket closed, before this sleep
    // began; timers run in expiry order, so by the end of it that timer has fired: a reconnect would have started.
    await sleep(600 + 100)
    expect(sockets).toHaveLength(2)
  })

  test('behavior: StrictMode opens one live socket, and nothing reconnects after unmount', async () => {
    const { sockets, Socket } = trackSockets()
    const { result, unmount } = await renderStatus(
      // Every reconnect delay is 100 ms (maxMs = baseMs).
      {
        websocket: true,
        intervalMs: 20,
        reconnect: { baseMs: 100, maxMs: 100 },
        webSocketConstructor: Socket,
      },
      true,
    )
    await waitFor(() => expect(result.current.data?.status).toBe('waiting'))
    // StrictMode mounts twice: the first socket is closed at once, the second stays.
    await waitFor(() => expect(sockets.filter((s) => s.readyState === 1)).toHaveLength(1))
    expect(sockets.length).toBeLessThanOrEqual(2)
    // Drop it, so that a reconnect is pending, then unmount.
    const live = sockets.find((s) => s.readyState === 1)!
    live.terminate()
    await waitFor(() => expect(live.readyState).toBe(3)) // CLOSED
    unmount()
    const created = sockets.length
    // The reconnect timer (100 ms) was set when the socket closed, before this sleep began; timers run in
    // expiry order, so it would have fired three times over: none may start after unmount.
    await sleep(300)
    expect(sockets).toHaveLength(created)
    expect(sockets.every((s) => s.readyState === 3 || s.readyState === 2)).toBe(true)
  })

  test('behavior: a stream that pushes the current status and closes is retried with growing delays', async () => {
    // A push comes right after each subscribe, so it does not show that the stream works: the delays keep
    // doubling (50, 100, 200, 400, 400 ms) instead of a reconnect every 50 ms.
    const proxy = await startDroppingProxy()
    try {
      const { result } = await renderStatus({
        websocket: proxy.url,
        intervalMs: 60_000,
        reconnect: { baseMs: 50, maxMs: 400 },
      })
      await waitFor(() => expect(proxy.connectedAt.length).toBeGreaterThanOrEqual(6), { timeout: 10_000 })
      expect(result.current.data?.status).toBe('waiting')
      const gaps = proxy.connectedAt.slice(1, 6).map((at, i) => at - proxy.connectedAt[i]!)
      // Each gap is the connection's lifetime plus the delay (1 ms of timer slack allowed).
      for (const [i, gap] of gaps.entries())
        expect(gap).toBeGreaterThanOrEqual(Math.min(50 * 2 ** i, 400) - 1)
    } finally {
      await proxy.close()
    }
  })

  test('behavior: the backoff restarts from baseMs once a socket has stayed open for maxMs', async () => {
    // Four short-lived sockets (delays 50, 100, 200, then 400 ms), then one that stays.
    const proxy = await startDroppingProxy(4)
    try {
      const { result } = await renderStatus({
        websocket: proxy.url,
        intervalMs: 60_000,
        reconnect: { baseMs: 50, maxMs: 800 },
      })
      await waitFor(() => expect(proxy.connectedAt).toHaveLength(5), { timeout: 5000 })
      await waitFor(() => expect(proxy.clients.size).toBe(1))
      await waitFor(() => expect(result.current.data?.status).toBe('waiting'))
      await sleep(800 + 200) // the fifth socket stays open longer than maxMs
      expect(proxy.connectedAt).toHaveLength(5)
      const droppedAt = performance.now()
      for (const client of proxy.clients) client.terminate()
      await waitFor(() => expect(proxy.connectedAt).toHaveLength(6), { timeout: 5000 })
      // baseMs (50 ms) again, not the 800 ms that would follow without the restart.
      expect(proxy.connectedAt[5]! - droppedAt).toBeGreaterThanOrEqual(49)
      expect(proxy.connectedAt[5]! - droppedAt).toBeLessThan(600)
    } finally {
      await proxy.close()
    }
  })

  test('parameters: invalid reconnect options are an InvalidParameterError; no socket opens', async () => {
    const { sockets, Socket } = trackSockets()
    const fetch = createSimFetch({ fetch: (input, init) => globalThis.fetch(input, init) })
    const client = createClient({ baseUrl: server.baseUrl, fetch, onWarning: () => {} })
    const requestId = `0x${'42'.repeat(32)}`
    for (const [reconnect, parameter] of [
      [{ baseMs: 0 }, 'reconnect.baseMs'],
      [{ baseMs: -1 }, 'reconnect.baseMs'],
      [{ baseMs: Number.NaN }, 'reconnect.baseMs'],
      [{ baseMs: Number.POSITIVE_INFINITY }, 'reconnect.baseMs'],
      [{ baseMs: 100, maxMs: 50 }, 'reconnect.maxMs'],
      [{ maxMs: Number.POSITIVE_INFINITY }, 'reconnect.maxMs'],
      [{ baseMs: 60_000 }, 'reconnect.maxMs'], // above the default maxMs (30 s)
    ] as const) {
      const error = console.error
      console.error = () => {} // React reports the render error too
      try {
        expectInvalidParameter(
          () =>
            renderHook(
              () => useRequestStatus({ requestId, websocket: true, webSocketConstructor: Socket, reconnect }),
              { client },
            ),
          parameter,
        )
      } finally {
        console.error = error
      }
    }
    expect(sockets).toHaveLength(0)
    expect(fetch.calls).toHaveLength(0)
  })
})

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
