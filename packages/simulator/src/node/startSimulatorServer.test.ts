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
    // A client naming itself in x-forwarded-for (behind a proxy) is keyed on that.
    expect(
      (await from('127.0.0.1', '/chains', { headers: { 'x-forwarded-for': '203.0.113.9' } })).status,
    ).toBe(200)
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
