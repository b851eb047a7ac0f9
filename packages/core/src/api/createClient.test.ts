import { createSimulator } from '@crosspay/simulator'
import { afterEach, describe, expect, test } from 'vitest'
import * as z from 'zod/mini'
import { HttpRequestError } from '../errors/HttpRequestError'
import { InvalidParameterError } from '../errors/InvalidParameterError'
import { ResponseShapeError } from '../errors/ResponseShapeError'
import type { ClientWarning } from './CrosspayClient'
import { createClient } from './createClient'

/** A real fetch that records what was sent, then answers with a fixed response. */
function recordingFetch(answer: () => Response) {
  const calls: { url: string; init: RequestInit | undefined }[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init })
    return answer()
  }
  return { calls, fetch }
}

const g = globalThis as { window?: unknown; document?: unknown }
afterEach(() => {
  delete g.window
  delete g.document
})

describe('createClient', () => {
  test('default', async () => {
    const sim = createSimulator()
    const client = createClient({ baseUrl: 'http://sim/', fetch: sim.fetch })
    expect(client.baseUrl).toBe('http://sim')
    expect(client.hasApiKey).toBe(false)
    const data = await client.request({
      path: '/chains',
      schema: z.looseObject({ chains: z.array(z.unknown()) }),
    })
    expect(data.chains.length).toBeGreaterThan(0)
  })

  test('parameters: fetch defaults to globalThis.fetch, called with globalThis as this', async () => {
    const original = globalThis.fetch
    let self: unknown
    globalThis.fetch = function (this: unknown) {
      self = this
      return Promise.resolve(Response.json({ ok: true }))
    } as typeof fetch
    try {
      await createClient({ baseUrl: 'http://x' }).request({ path: '/p', schema: z.unknown() })
    } finally {
      globalThis.fetch = original
    }
    expect(self).toBe(globalThis)
  })

  test('parameters: baseUrl must be http(s) or an absolute path', () => {
    for (const baseUrl of ['', 'sim', 'ftp://x', '//x', 'http://x?q=1', 42])
      expect(() => createClient({ baseUrl: baseUrl as string })).toThrow(InvalidParameterError)
    expect(createClient({ baseUrl: '/api/crosspay/' }).baseUrl).toBe('/api/crosspay')
    expect(createClient({ baseUrl: 'https://api.example.com/v1//' }).baseUrl).toBe(
      'https://api.example.com/v1',
    )
    try {
      createClient({ baseUrl: 'nope' })
    } catch (error) {
      expect((error as InvalidParameterError).parameter).toBe('baseUrl')
    }
  })

  test('parameters: apiKey as x-api-key (default) or bearer; headers', async () => {
    const a = recordingFetch(() => Response.json({}))
    await createClient({
      baseUrl: 'http://x',
      apiKey: 'k1',
      fetch: a.fetch,
      headers: { 'x-extra': '1' },
    }).request({
      path: '/p',
      schema: z.unknown(),
    })
    const h1 = a.calls[0]?.init?.headers as Record<string, string>
    expect(h1['x-api-key']).toBe('k1')
    expect(h1.authorization).toBeUndefined()
    expect(h1['x-extra']).toBe('1')

    const b = recordingFetch(() => Response.json({}))
    await createClient({ baseUrl: 'http://x', apiKey: 'k2', authScheme: 'bearer', fetch: b.fetch }).request({
      path: '/p',
      method: 'POST',
      body: { a: 1 },
      query: { q: 'v', skip: undefined },
      schema: z.unknown(),
    })
    const call = b.calls[0]
    const h2 = call?.init?.headers as Record<string, string>
    expect(h2.authorization).toBe('Bearer k2')
    expect(h2['x-api-key']).toBeUndefined()
    expect(h2['content-type']).toBe('application/json')
    expect(call?.url).toBe('http://x/p?q=v')
    expect(call?.init?.body).toBe('{"a":1}')
  })

  test('parameters: the simulator accepts both auth schemes', async () => {
    const sim = createSimulator()
    const schema = z.looseObject({ requests: z.array(z.unknown()) })
    for (const authScheme of ['x-api-key', 'bearer'] as const) {
      const client = createClient({ baseUrl: 'http://sim', apiKey: 'demo-key', authScheme, fetch: sim.fetch })
      await expect(client.request({ path: '/requests/v3', schema })).resolves.toHaveProperty('requests')
    }
  })

  test('parameters: apiKey gives keyId, a fingerprint of the key and never the key', () => {
    const client = createClient({ baseUrl: 'http://x', apiKey: 'demo-key' })
    expect(client.keyId).toMatch(/^[0-9a-f]{8}$/)
    expect(client.keyId).toBe('d0ce8648') // FNV-1a, 32 bits
    expect(createClient({ baseUrl: 'http://x', apiKey: 'a' }).keyId).toBe('e40c292c') // FNV-1a test vector
    // Stable per key (whatever the scheme), different between keys, absent without a key.
    expect(createClient({ baseUrl: 'http://y', apiKey: 'demo-key', authScheme: 'bearer' }).keyId).toBe(
      client.keyId,
    )
    expect(createClient({ baseUrl: 'http://x', apiKey: 'nolink-key' }).keyId).not.toBe(client.keyId)
    expect(createClient({ baseUrl: 'http://x' })).not.toHaveProperty('keyId')
    expect(JSON.stringify(client)).not.toContain('demo-key')
  })

  test('parameters: empty apiKey and bad authScheme are rejected', () => {
    expect(() => createClient({ baseUrl: 'http://x', apiKey: ' ' })).toThrow(InvalidParameterError)
    expect(() => createClient({ baseUrl: 'http://x', authScheme: 'basic' as 'bearer' })).toThrow(
      InvalidParameterError,
    )
  })

  test('behavior: an apiKey in a browser warns once', () => {
    g.window = {}
    g.document = {}
    const warnings: ClientWarning[] = []
    const client = createClient({ baseUrl: 'http://x', apiKey: 'k', onWarning: (w) => warnings.push(w) })
    expect(warnings).toHaveLength(1)
    expect(warnings[0]?.code).toBe('api-key-in-browser')
    expect(warnings[0]?.message).toMatch(/@crosspay\/core\/server/)
    client.warn(warnings[0] as ClientWarning)
    expect(warnings).toHaveLength(1)
    createClient({ baseUrl: 'http://x', onWarning: (w) => warnings.push(w) })
    expect(warnings).toHaveLength(1)
  })

  test('behavior: the browser-key and deprecation warnings are once per process and base URL', () => {
    g.window = {}
    g.document = {}
    const warnings: ClientWarning[] = []
    const onWarning = (w: ClientWarning) => void warnings.push(w)
    const deprecation = { code: 'deprecated-endpoint', key: 'GET /requests/v2', message: 'v2' } as const
    const first = createClient({ baseUrl: 'http://once.test', apiKey: 'k', onWarning })
    first.warn(deprecation)
    // A second client (StrictMode, a remount, another provider) on the same base URL: silent.
    const second = createClient({ baseUrl: 'http://once.test/', apiKey: 'k', onWarning })
    second.warn(deprecation)
    expect(warnings.map((w) => w.code)).toEqual(['api-key-in-browser', 'deprecated-endpoint'])
    // Another base URL is another service: it warns again.
    createClient({ baseUrl: 'http://other.test', apiKey: 'k', onWarning }).warn(deprecation)
    expect(warnings.map((w) => w.code)).toEqual([
      'api-key-in-browser',
      'deprecated-endpoint',
      'api-key-in-browser',
      'deprecated-endpoint',
    ])
    // Other warnings stay once per client.
    first.warn({ code: 'unknown-value', message: 'x' })
    second.warn({ code: 'unknown-value', message: 'x' })
    expect(warnings.filter((w) => w.code === 'unknown-value')).toHaveLength(2)
  })

  test('behavior: no browser warning on a server', () => {
    const warnings: ClientWarning[] = []
    createClient({ baseUrl: 'http://x', apiKey: 'k', onWarning: (w) => warnings.push(w) })
    expect(warnings).toEqual([])
  })

  test('behavior: warnings go to console.warn without onWarning', () => {
    const seen: unknown[] = []
    const original = console.warn
    console.warn = (...args: unknown[]) => void seen.push(args[0])
    try {
      const client = createClient({ baseUrl: 'http://x' })
      client.warn({ code: 'unknown-value', message: 'hello' })
      client.warn({ code: 'unknown-value', message: 'hello' })
    } finally {
      console.warn = original
    }
    expect(seen).toEqual(['[crosspay] hello'])
  })

  test('behavior: network failure is an HttpRequestError with status 0 and the cause', async () => {
    const cause = new TypeError('fetch failed')
    const client = createClient({
      baseUrl: 'http://x',
      fetch: async () => {
        throw cause
      },
    })
    const error = await client.request({ path: '/chains', schema: z.unknown() }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).status).toBe(0)
    expect((error as HttpRequestError).cause).toBe(cause)
  })

  test('behavior: an aborted request rejects with the AbortError, not an HttpRequestError', async () => {
    const sim = createSimulator()
    const client = createClient({ baseUrl: 'http://sim', fetch: sim.fetch })
    const controller = new AbortController()
    controller.abort()
    const error = await client
      .request({ path: '/chains', schema: z.unknown(), signal: controller.signal })
      .catch((e: unknown) => e)
    expect(error).not.toBeInstanceOf(HttpRequestError)
    expect((error as Error).name).toBe('AbortError')
  })

  test('behavior: a non-JSON or empty 2xx body is a ResponseShapeError', async () => {
    for (const body of ['<html>', '']) {
      const client = createClient({
        baseUrl: 'http://x',
        fetch: recordingFetch(() => new Response(body)).fetch,
      })
      const error = await client.request({ path: '/chains', schema: z.unknown() }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ResponseShapeError)
      expect((error as ResponseShapeError).endpoint).toBe('GET /chains')
    }
  })

  test('behavior: Retry-After is read when a 429 carries it', async () => {
    const client = createClient({
      baseUrl: 'http://x',
      fetch: recordingFetch(() =>
        Response.json({ message: 'slow down' }, { status: 429, headers: { 'retry-after': '7' } }),
      ).fetch,
    })
    const error = await client.request({ path: '/chains', schema: z.unknown() }).catch((e: unknown) => e)
    expect((error as { retryAfter?: number }).retryAfter).toBe(7)
  })
})
