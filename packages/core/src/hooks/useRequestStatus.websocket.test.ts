// @vitest-environment jsdom

import { createRequire } from 'node:module'
import { join } from 'node:path'
import { type SimulatorServer, startSimulatorServer } from '@crosspay/simulator/node'
import { createSimFetch, quoteRequestId } from '@crosspay/test'
import { renderHook, waitFor } from '@crosspay/test/react'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
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

/**
 * Quotes a request with a client on the real HTTP server, then renders `useRequestStatus` for it with
 * `options` (sockets from `ws` unless given). `fetch` counts the client's requests after the quote
 * (the websocket is not a fetch).
 */
async function renderStatus(options: UseRequestStatusOptions) {
  const fetch = createSimFetch({ fetch: (input, init) => globalThis.fetch(input, init) })
  const client = createClient({ baseUrl: server.baseUrl, fetch, onWarning: () => {} })
  const requestId = await quoteRequestId(client)
  fetch.reset()
  const { result } = renderHook(
    () => useRequestStatus(requestId, { webSocketConstructor: NodeWebSocket, ...options }),
    { client },
  )
  return { result, fetch, requestId }
}

describe('useRequestStatus (websocket)', () => {
  test('default', async () => {
    // Polling every minute: only pushed statuses can bring `success` within this test.
    const { result, fetch, requestId } = await renderStatus({ websocket: true, intervalMs: 60_000 })
    await waitFor(() => expect(result.current.data?.status).toBe('waiting'))
    await server.sim.fetch(`${server.baseUrl}/__sim/deposit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requestId }),
    })
    await server.sim.ctx.clock.advance(10_000)
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
    const sockets: { readyState: number; terminate(): void }[] = []
    const Tracked = class extends (NodeWebSocket as unknown as new (url: string) => object) {
      constructor(url: string) {
        super(url)
        sockets.push(this as unknown as (typeof sockets)[number])
      }
    } as unknown as StatusSocketConstructor
    const { result, fetch } = await renderStatus({
      websocket: true,
      intervalMs: 20,
      webSocketConstructor: Tracked,
    })
    await waitFor(() => expect(result.current.data?.status).toBe('waiting'))
    await waitFor(() => expect(sockets[0]?.readyState).toBe(1)) // OPEN
    // Once the hook has seen the socket open, polling stops: wait for 100 ms without a poll
    // (five 20 ms intervals), however long the hook took to notice on a loaded machine.
    await waitFor(() => {
      const last = fetch.calls.filter((c) => c.pathname === STATUS).at(-1)
      expect(performance.now() - (last?.at ?? 0)).toBeGreaterThan(100)
    })
    fetch.reset()
    await sleep(150)
    expect(fetch.count(STATUS)).toBe(0)
    // The connection drops (no close handshake, as when a proxy or the network cuts it).
    sockets[0]!.terminate()
    await waitFor(() => expect(fetch.count(STATUS)).toBeGreaterThanOrEqual(2))
    expect(result.current.data?.status).toBe('waiting')
  })
})

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
