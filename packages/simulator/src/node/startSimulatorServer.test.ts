import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type SimulatorServer, startSimulatorServer } from './startSimulatorServer'
import { testQuoteBody } from './testing/testQuoteBody'

let server: SimulatorServer

beforeAll(async () => {
  server = await startSimulatorServer({
    port: 0,
    chains: 'virtual',
    simulator: { rateLimits: { anonymousQuote: 50, anonymous: 2, keyed: 600 } },
  })
})
afterAll(async () => {
  await server?.close()
})

/** A request sent from a chosen loopback source address (Linux routes all of 127/8 to lo). */
const from = (
  localAddress: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const url = new URL(path, server.baseUrl)
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: init.method ?? 'GET',
        localAddress,
        headers: init.headers ?? {},
      },
      (res) => {
        let body = ''
        res.on('data', (d: Buffer) => {
          body += d.toString()
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      },
    )
    req.on('error', reject)
    req.end(init.body)
  })

describe('startSimulatorServer', () => {
  test('default: without x-forwarded-for, the rate limit is per socket address, not shared', async () => {
    expect((await from('127.0.0.1', '/chains')).status).toBe(200)
    expect((await from('127.0.0.1', '/chains')).status).toBe(200)
    expect((await from('127.0.0.1', '/chains')).status).toBe(429)
    // Another client (another source address) has its own window.
    expect((await from('127.0.0.2', '/chains')).status).toBe(200)
    // A client naming itself in x-forwarded-for or in the simulator's own client header is still itself: a
    // spoofed header never buys a fresh window.
    for (const header of ['x-forwarded-for', 'x-sim-client-address'])
      expect((await from('127.0.0.1', '/chains', { headers: { [header]: '203.0.113.9' } })).status).toBe(429)
  })

  test('parameters: trustProxy: behind a trusted proxy, the client it forwards for is the bucket', async () => {
    const proxied = await startSimulatorServer({
      port: 0,
      chains: 'virtual',
      trustProxy: ['127.0.0.5'],
      simulator: { rateLimits: { anonymousQuote: 50, anonymous: 1, keyed: 600 } },
    })
    try {
      const via = (localAddress: string, forwardedFor: string) =>
        new Promise<number>((resolve, reject) => {
          const url = new URL('/chains', proxied.baseUrl)
          const req = httpRequest(
            {
              host: url.hostname,
              port: url.port,
              path: url.pathname,
              localAddress,
              headers: { 'x-forwarded-for': forwardedFor },
            },
            (res) => {
              res.resume()
              res.on('end', () => resolve(res.statusCode ?? 0))
            },
          )
          req.on('error', reject)
          req.end()
        })
      // The trusted proxy forwards two clients: each has its own window (the right-most hop is the one it saw).
      expect(await via('127.0.0.5', '198.51.100.1')).toBe(200)
      expect(await via('127.0.0.5', '198.51.100.2')).toBe(200)
      expect(await via('127.0.0.5', '203.0.113.77, 198.51.100.1')).toBe(429)
      // An untrusted peer's X-Forwarded-For is ignored: it is keyed on its socket address.
      expect(await via('127.0.0.6', '198.51.100.3')).toBe(200)
      expect(await via('127.0.0.6', '198.51.100.4')).toBe(429)
    } finally {
      await proxied.close()
    }
  })

  test('behavior: request bodies pass through the address wrapper intact', async () => {
    const res = await from('127.0.0.3', '/quote/v2', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(testQuoteBody()),
    })
    expect(res.status).toBe(200)
    expect(JSON.parse(res.body)).toMatchObject({ steps: [{ requestId: expect.stringMatching(/^0x/) }] })
  })
})
