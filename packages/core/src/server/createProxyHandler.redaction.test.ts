import { expectInvalidParameter } from '@crosspay/test'
import { describe, expect, test } from 'vitest'
import { createProxyHandler } from './createProxyHandler'

const key = 'sk_live_echoed_key_123'
const encoder = new TextEncoder()

/** A proxy whose upstream answers `answer(key it received)`, and a GET through it. */
function echo(answer: (received: string) => Response, apiKey = key) {
  const handler = createProxyHandler({
    upstream: 'http://sim.test',
    apiKey,
    fetch: async (_input, init) => answer(new Headers(init.headers).get('x-api-key') ?? ''),
  })
  return handler(new Request('http://app.test/chains'))
}

/** Status line, every header and the body (as text) of a response. */
async function responseText(response: Response) {
  const headers = [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\n')
  return `${response.status} ${response.statusText}\n${headers}\n\n${await response.text()}`
}

describe('createProxyHandler: the key is redacted from every response', () => {
  test('behavior: a body without content-type', async () => {
    const response = await echo(
      (k) => new Response(encoder.encode(`{"message":"bad key ${k}"}`), { status: 401 }),
    )
    expect(response.status).toBe(401)
    expect(response.headers.get('content-type')).toBeNull()
    expect(await response.text()).toBe('{"message":"bad key [redacted]"}')
  })

  test('behavior: an XML body', async () => {
    const response = await echo(
      (k) =>
        new Response(`<problem><detail>key=${k}</detail></problem>`, {
          status: 500,
          headers: { 'content-type': 'application/problem+xml' },
        }),
    )
    expect(response.headers.get('content-type')).toBe('application/problem+xml')
    expect(await response.text()).toBe('<problem><detail>key=[redacted]</detail></problem>')
  })

  test('behavior: a binary body keeps its other bytes', async () => {
    const bytes = (k: string) => new Uint8Array([0xff, 0x00, ...encoder.encode(k), 0x80, 0xfe])
    const response = await echo(
      (k) => new Response(bytes(k), { headers: { 'content-type': 'application/octet-stream' } }),
    )
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes('[redacted]'))
    const plain = new Uint8Array([0xff, 0x00, 0x80, 0xfe, 0x73])
    const untouched = await echo(() => new Response(plain, { headers: { 'content-type': 'image/png' } }))
    expect(new Uint8Array(await untouched.arrayBuffer())).toEqual(plain)
  })

  test('behavior: a text/event-stream body with the key split across chunks', async () => {
    let push: (text: string) => void = () => {}
    let end: () => void = () => {}
    const response = await echo((k) => {
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          push = (text) => controller.enqueue(encoder.encode(text))
          end = () => controller.close()
        },
      })
      push('data: one\n\n')
      push(`data: {"key":"${k.slice(0, 10)}`)
      return new Response(stream, { headers: { 'content-type': 'text/event-stream' } })
    })
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
    // Streamed, not buffered: the first event arrives while the upstream is still open.
    expect((await reader.read()).value).toBe('data: one\n\n')
    push(`${key.slice(10)}"}\n\n`)
    end()
    let rest = ''
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += chunk.value
    expect(rest).toBe('data: {"key":"[redacted]"}\n\n')
  })

  test('behavior: response headers and the status text holding the key are dropped', async () => {
    const response = await echo(
      (k) =>
        new Response('{}', {
          status: 401,
          statusText: `Unauthorized ${k}`,
          headers: {
            'content-type': 'application/json',
            'www-authenticate': `Bearer realm="api", error="invalid_token", key="${k}"`,
            location: `https://api.example/keys?key=${encodeURIComponent(k)}`,
            'x-request-id': 'abc',
          },
        }),
    )
    const text = await responseText(response)
    expect(text).not.toContain(key)
    expect(response.headers.get('www-authenticate')).toBeNull()
    expect(response.headers.get('x-request-id')).toBe('abc')
    expect(response.statusText).toBe('')
  })

  test('behavior: URL- and JSON-escaped forms of the key are redacted too', async () => {
    const special = 'sk_"live"+a/b=c\\d'
    const response = await echo(
      (k) =>
        new Response(JSON.stringify({ message: `bad key ${k}`, url: `/x?key=${encodeURIComponent(k)}` }), {
          headers: { 'content-type': 'application/json' },
        }),
      special,
    )
    expect(await response.json()).toEqual({ message: 'bad key [redacted]', url: '/x?key=[redacted]' })
  })

  test('behavior: every escaped form is redacted, hex digits in either case', async () => {
    const special = 'sk_live_ABCdef123/x+y'
    const unicode = (all: boolean) =>
      special.replace(
        all ? /[\s\S]/g : /[^\w-]/g,
        (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
      )
    const forms = {
      'lower-case percent-escapes': encodeURIComponent(special).toLowerCase().replace('abcdef', 'ABCdef'),
      'mixed-case percent-escapes': 'sk_live_ABCdef123%2fx%2By',
      'form encoding': new URLSearchParams({ k: special }).toString().slice(2),
      'JSON \\/': 'sk_live_ABCdef123\\/x+y',
      '\\u, every character': unicode(true),
      '\\u, upper-case hex': unicode(true).toUpperCase().replaceAll('\\U', '\\u'),
      '\\u, special characters only': unicode(false),
      'lower-cased key': special.toLowerCase(),
    }
    for (const [name, form] of Object.entries(forms)) {
      const response = await echo(() => new Response(`{"a":"${form}","b":1}`), special)
      expect(await response.text(), name).toBe('{"a":"[redacted]","b":1}')
    }
    expect(forms['\\u, every character']).toMatch(/^(\\u[0-9a-f]{4})+$/)
    expect(JSON.parse(`"${forms['\\u, special characters only']}"`)).toBe(special)
  })

  test('behavior: response headers whose name holds the key are dropped', async () => {
    const response = await echo(
      (k) =>
        new Response('{}', {
          headers: { [`x-debug-${k}`]: '1', [`x-${k.toUpperCase()}-b`]: '2', 'x-ok': '3' },
        }),
      'sk_live_ABCdef123',
    )
    expect([...response.headers.keys()].filter((name) => name.startsWith('x-'))).toEqual(['x-ok'])
  })

  test('parameters: apiKey shorter than 8 characters is refused', () => {
    const make = (apiKey: string) => () => createProxyHandler({ upstream: 'http://sim.test', apiKey })
    expectInvalidParameter(make('short'), 'createProxyHandler.apiKey', /at least 8 characters/)
    expectInvalidParameter(make('1234567'), 'createProxyHandler.apiKey', /at least 8 characters/)
    expect(make('12345678')).not.toThrow()
    // The refused key is not printed back.
    expect(make('abc-key')).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('abc-key') }),
    )
  })
})
