// @vitest-environment jsdom

import { createRequire } from 'node:module'
import { join } from 'node:path'
import { type SimulatorServer, startSimulatorServer } from '@crosspay/simulator/node'
import { createSimFetch, quoteRequestId } from '@crosspay/test'
import { cleanup, renderHook, waitFor } from '@crosspay/test/react'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { createClient } from '../api/createClient'
import { type UseRequestStatusOptions, useRequestStatus } from './useRequestStatus'
import type { StatusSocketConstructor } from './useStatusSocket'

const STATUS = '/intents/status/v3'
// jsdom's global WebSocket (undici) cannot dispatch under vitest's jsdom globals: use `ws`, as a Node host would.
const simulatorRequire = createRequire(join(__dirname, '../../../simulator/package.json'))
const NodeWebSocket = simulatorRequire('ws') as StatusSocketConstructor
let server: SimulatorServer
beforeAll(async () => {
  server = await startSimulatorServer({ port: 0, chains: 'virtual' })
})
afterAll(async () => {
  await server?.close()
})
// Unmount after each test: a mounted hook would keep polling and reconnecting into the next one.
afterEach(cleanup)

/**
 * Quotes a request with a client on the real HTTP server, then renders `useRequestStatus` for it with
 * `options` (sockets from `ws` unless given). `fetch` counts the client's requests after the quote
 * (the websocket is not a fetch).
 */
async function renderStatus(options: UseRequestStatusOptions, strict = false) {
  const fetch = createSimFetch({ fetch: (input, init) => globalThis.fetch(input, init) })
  const client = createClient({ baseUrl: server.baseUrl, fetch, onWarning: () => {} })
  const requestId = await quoteRequestId(client)
  fetch.reset()
  const { result, unmount } = renderHook(
    () => useRequestStatus(requestId, { webSocketConstructor: NodeWebSocket, ...options }),
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
    // Reconnect after 300 ms (then 600 ms, capped at 1 s): time for a few 20 ms polls in between.
    const { result, fetch, requestId } = await renderStatus({
      websocket: true,
      intervalMs: 20,
      reconnect: { baseMs: 300, maxMs: 1000 },
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
    await sleep(400) // longer than the next reconnect delay (300 ms): a reconnect would have started
    expect(sockets).toHaveLength(2)
  })

  test('behavior: StrictMode opens one live socket, and nothing reconnects after unmount', async () => {
    const { sockets, Socket } = trackSockets()
    const { result, unmount } = await renderStatus(
      { websocket: true, intervalMs: 20, reconnect: { baseMs: 100 }, webSocketConstructor: Socket },
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
    await sleep(300) // three reconnect delays (100 ms): none may start after unmount
    expect(sockets).toHaveLength(created)
    expect(sockets.every((s) => s.readyState === 3 || s.readyState === 2)).toBe(true)
  })
})

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
