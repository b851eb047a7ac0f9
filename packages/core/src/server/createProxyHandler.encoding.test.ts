import { brotliCompressSync, deflateSync, gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { createProxyHandler } from './createProxyHandler'
import type { CreateProxyHandlerParameters } from './resolveProxyOptions'

const key = 'sk_live_ABCdef123/x'

/**
 * A proxy whose upstream (an in-process `fetch`, which does not decode bodies) answers `answer(key it
 * received)`; `seen` holds the headers sent upstream.
 */
function setup(answer: (received: string) => Response, options: Partial<CreateProxyHandlerParameters> = {}) {
  const seen: Headers[] = []
  const handler = createProxyHandler({
    upstream: 'http://sim.test',
    apiKey: key,
    fetch: async (_input, init) => {
      const headers = new Headers(init.headers)
      seen.push(headers)
      return answer(headers.get('x-api-key') ?? '')
    },
    ...options,
  })
  const get = (headers: Record<string, string> = {}) =>
    handler(new Request('http://app.test/chains', { headers }))
  return { get, seen }
}

describe('createProxyHandler: encoded upstream bodies', () => {
  test('default', async () => {
    const { get, seen } = setup(
      (k) =>
        new Response(gzipSync(`{"message":"bad key ${k}"}`), {
          status: 401,
          headers: { 'content-encoding': 'gzip', 'content-type': 'application/json' },
        }),
    )
    const response = await get()
    expect(seen[0]?.get('accept-encoding')).toBe('identity')
    expect(response.status).toBe(401)
    expect(response.headers.get('content-encoding')).toBeNull()
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(new TextDecoder().decode(bytes)).toBe('{"message":"bad key [redacted]"}')
    // Plain bytes, not gzip the caller could inflate.
    expect(() => gunzipSync(bytes)).toThrow()
  })

  test("behavior: accept-encoding: identity overrides the client's, even when forwarded", async () => {
    const { get, seen } = setup(() => new Response('{}'), { forwardHeaders: ['accept-encoding'] })
    await get({ 'accept-encoding': 'gzip, br' })
    expect(seen[0]?.get('accept-encoding')).toBe('identity')
  })

  test('behavior: a deflate body is decompressed, then redacted', async () => {
    const { get } = setup(
      (k) =>
        new Response(deflateSync(`key=${encodeURIComponent(k)}`), {
          headers: { 'content-encoding': 'deflate' },
        }),
    )
    expect(await (await get()).text()).toBe('key=[redacted]')
  })

  test('behavior: a body decoded already by fetch, its content-encoding kept, is redacted as is', async () => {
    const { get } = setup((k) => new Response(`{"k":"${k}"}`, { headers: { 'content-encoding': 'gzip' } }))
    const response = await get()
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('{"k":"[redacted]"}')
  })

  test('behavior: a gzip text/event-stream body is decompressed and redacted as it streams', async () => {
    const { get } = setup(
      (k) =>
        new Response(gzipSync(`data: one\n\ndata: {"key":"${k}"}\n\n`), {
          headers: { 'content-encoding': 'gzip', 'content-type': 'text/event-stream' },
        }),
    )
    const response = await get()
    expect(response.headers.get('content-type')).toBe('text/event-stream')
    expect(await response.text()).toBe('data: one\n\ndata: {"key":"[redacted]"}\n\n')
  })

  test('behavior: br and unknown encodings get 502 UPSTREAM_ENCODING without the body', async () => {
    for (const [coding, body] of [
      ['br', brotliCompressSync(`{"k":"${key}"}`)],
      ['zstd', Buffer.from(`{"k":"${key}"}`)],
      ['gzip, br', brotliCompressSync(gzipSync(`{"k":"${key}"}`))],
    ] as const) {
      const { get } = setup(() => new Response(body, { headers: { 'content-encoding': coding } }))
      const response = await get()
      expect(response.status, coding).toBe(502)
      expect(response.headers.get('content-encoding')).toBeNull()
      expect(await response.json()).toEqual({
        message: 'The service answered with an unsupported content-encoding',
        errorCode: 'UPSTREAM_ENCODING',
      })
    }
  })

  test('behavior: a gzip body that fails to decompress gets 502, not the bytes', async () => {
    const { get } = setup(
      (k) =>
        new Response(gzipSync(`{"k":"${k}"}`).subarray(0, 20), { headers: { 'content-encoding': 'gzip' } }),
    )
    const response = await get()
    expect(response.status).toBe(502)
    expect(((await response.json()) as { errorCode: string }).errorCode).toBe('UPSTREAM_UNAVAILABLE')
  })
})
