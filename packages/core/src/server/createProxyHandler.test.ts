import type { createSimulator } from '@crosspay/simulator'
import { startTestSimulators } from '@crosspay/test'
import { describe, expect, test } from 'vitest'
import { createClient } from '../api/createClient'
import { getAppBalance } from '../api/getAppBalance'
import { getChains } from '../api/getChains'
import { getRequests } from '../api/getRequests'
import { InvalidParameterError } from '../errors/InvalidParameterError'
import { RateLimitError } from '../errors/RateLimitError'
import { createProxyHandler } from './createProxyHandler'
import { proxyRoutes } from './proxyRoutes'
import type { CreateProxyHandlerParameters } from './resolveProxyOptions'

const apiKey = 'demo-key'
const upstream = 'http://sim.test'
const proxyOrigin = 'http://app.test'
const start = startTestSimulators()

/** A proxy in front of a fresh in-process simulator; `seen` records what reached the simulator. */
function setup(
  options: Partial<CreateProxyHandlerParameters> = {},
  simOptions: Parameters<typeof createSimulator>[0] = {},
) {
  const sim = start(simOptions).simulator
  const seen: Request[] = []
  const handler = createProxyHandler({
    upstream,
    apiKey,
    // Most tests exercise integrator endpoints too; the least-privilege default has its own test.
    allow: [...proxyRoutes.user, ...proxyRoutes.integrator],
    fetch: (input, init) => {
      seen.push(new Request(input, init))
      return sim.fetch(input, init)
    },
    ...options,
  })
  const call = (path: string, init?: RequestInit) => handler(new Request(`${proxyOrigin}${path}`, init))
  return { sim, seen, handler, call }
}

/** Every header name and value plus the body: the place a leaked key would show. */
async function responseText(response: Response) {
  const headers = [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\n')
  return `${response.status}\n${headers}\n\n${await response.text()}`
}

describe('createProxyHandler', () => {
  test('behavior: by default only the user flow passes; integrator endpoints are refused with JSON', async () => {
    const sim = start().simulator
    const seen: string[] = []
    const handler = createProxyHandler({
      upstream,
      apiKey,
      fetch: (input, init) => {
        seen.push(new Request(input, init).url)
        return sim.fetch(input, init)
      },
    })
    const call = (path: string, init?: RequestInit) => handler(new Request(`${proxyOrigin}${path}`, init))
    expect((await call('/chains')).status).toBe(200)
    expect((await call('/intents/status/v3?requestId=0x1')).status).not.toBe(403)
    for (const [path, init] of [
      ['/fast-fill', { method: 'POST', body: '{}' }],
      ['/requests/v3', undefined],
      ['/app-fees/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/balances', undefined],
    ] as const) {
      const response = await call(path, init)
      expect([403, 405], path).toContain(response.status)
      expect(response.headers.get('content-type'), path).toMatch(/json/)
      expect(((await response.json()) as { errorCode: string }).errorCode, path).toMatch(/NOT_ALLOWED/)
    }
    expect(seen.some((url) => /fast-fill|requests|app-fees/.test(url))).toBe(false)
  })

  test('parameters: allow with proxyRoutes.integrator opts in to fast fill, history and app balance', async () => {
    const { call } = setup()
    expect((await call('/requests/v3?limit=1')).status).toBe(200)
    const fastFill = await call('/fast-fill', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(fastFill.status).not.toBe(415)
    expect(fastFill.status).not.toBe(403)
    expect(fastFill.status).not.toBe(405)
  })

  test('parameters: allow with proxyRoutes.claims lets a claim reach the service; without it, it is refused', async () => {
    const wallet = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const claim = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chainId: 8453, currency: '0x1' }),
    }
    const refused = await setup().call(`/app-fees/${wallet}/claim`, claim)
    expect(refused.status).toBe(403)
    const { call, seen } = setup({ allow: [...proxyRoutes.user, ...proxyRoutes.claims] })
    const answered = await call(`/app-fees/${wallet}/claim`, claim)
    expect([200, 400]).toContain(answered.status) // the service's own answer (a currency held none of is 400)
    expect(seen.map((r) => new URL(r.url).pathname)).toEqual([`/app-fees/${wallet}/claim`])
  })

  test('default', async () => {
    const { call, seen } = setup()
    const response = await call('/chains')
    expect(response.status).toBe(200)
    const body = (await response.json()) as { chains: { id: number }[] }
    expect(body.chains.map((c) => c.id)).toContain(8453)
    expect(seen).toHaveLength(1)
    expect(seen[0]?.url).toBe(`${upstream}/chains`)
    expect(seen[0]?.headers.get('x-api-key')).toBe(apiKey)
  })

  test('behavior: injects the key, so a key-only endpoint answers 200 through the proxy and 401 without', async () => {
    const { call, sim } = setup()
    const direct = await sim.fetch(`${upstream}/requests/v3`)
    expect(direct.status).toBe(401)
    const proxied = await call('/requests/v3?limit=5')
    expect(proxied.status).toBe(200)
    const body = (await proxied.json()) as { requests: unknown[] }
    expect(Array.isArray(body.requests)).toBe(true)
  })

  test('behavior: strips client-sent credentials and forwards only safe headers', async () => {
    const { call, seen } = setup()
    const response = await call('/requests/v3', {
      headers: {
        'x-api-key': 'nolink-key',
        authorization: 'Bearer stolen',
        cookie: 'session=abc',
        'x-forwarded-for': '10.0.0.1',
        accept: 'application/json',
      },
    })
    expect(response.status).toBe(200)
    const sent = seen[0]?.headers
    expect(sent?.get('x-api-key')).toBe(apiKey)
    expect(sent?.get('authorization')).toBeNull()
    expect(sent?.get('cookie')).toBeNull()
    expect(sent?.get('x-forwarded-for')).toBeNull()
    expect(sent?.get('accept')).toBe('application/json')
  })

  test('parameters: authScheme bearer', async () => {
    const { call, seen } = setup({ authScheme: 'bearer' })
    expect((await call('/requests/v3')).status).toBe(200)
    expect(seen[0]?.headers.get('authorization')).toBe(`Bearer ${apiKey}`)
    expect(seen[0]?.headers.get('x-api-key')).toBeNull()
  })

  test('parameters: prefix maps the mount path and keeps query strings', async () => {
    const { call, seen } = setup({ prefix: '/api/crosspay/' })
    const response = await call('/api/crosspay/intents/status/v3?requestId=0xdead&referrer=app')
    expect(seen[0]?.url).toBe(`${upstream}/intents/status/v3?requestId=0xdead&referrer=app`)
    expect(response.status).toBe(404) // an id the simulator never issued, passed through
    expect(((await response.json()) as { message: string }).message).toMatch(/not found/i)
    const outside = await call('/other/chains')
    expect(outside.status).toBe(404)
    expect(seen).toHaveLength(1)
  })

  test('behavior: forwards POST bodies unchanged and passes 4xx bodies through', async () => {
    const { call, seen } = setup()
    const body = JSON.stringify({ user: 'not-an-address', originChainId: 8453 })
    const response = await call('/quote/v2', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    expect(await seen[0]?.text()).toBe(body)
    expect(seen[0]?.headers.get('content-type')).toBe('application/json')
    expect(response.status).toBe(400)
    const error = (await response.json()) as { message: string; errorCode?: string }
    expect(error.errorCode).toBe('INVALID_INPUT')
  })

  test('behavior: refuses paths off the allow list (403) and other methods (405) without calling upstream', async () => {
    const { call, seen } = setup({ allow: [{ method: 'GET', path: '/chains' }] })
    const forbidden = await call('/requests/v3')
    expect(forbidden.status).toBe(403)
    expect(await forbidden.json()).toMatchObject({ errorCode: 'ROUTE_NOT_ALLOWED' })
    const wrongMethod = await call('/chains', { method: 'POST', body: '{}' })
    expect(wrongMethod.status).toBe(405)
    expect(wrongMethod.headers.get('allow')).toBe('GET')
    expect(await wrongMethod.json()).toMatchObject({ errorCode: 'METHOD_NOT_ALLOWED' })
    for (const path of ['/__sim/advance', '/chains/../__sim/advance', '/chains/extra'])
      expect((await call(path, { method: 'POST' })).status).toBe(403)
    expect(seen).toHaveLength(0)
  })

  test('behavior: path parameters match one address-like segment only', async () => {
    const { call, seen } = setup()
    const wallet = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'
    const ok = await call(`/app-fees/${wallet}/balances`)
    expect(seen[0]?.url).toBe(`${upstream}/app-fees/${wallet}/balances`)
    expect(ok.status).toBe(200)
    expect((await call('/app-fees/a%2F..%2Fx/balances')).status).toBe(403)
    expect((await call('/app-fees/balances')).status).toBe(403)
    expect(seen).toHaveLength(1)
    await call('//chains/')
    expect(seen[1]?.url).toBe(`${upstream}/chains`)
  })

  test('behavior: passes 429 through with its body', async () => {
    const { call, sim } = setup({}, { rateLimits: { anonymousQuote: 1, anonymous: 1, keyed: 1 } })
    expect((await call('/chains')).status).toBe(200)
    const limited = await call('/chains')
    expect(limited.status).toBe(429)
    const body = await limited.text()
    expect((JSON.parse(body) as { message: string }).message.length).toBeGreaterThan(0)
    // Byte for byte what the service answers the same key directly.
    const direct = await sim.fetch(`${upstream}/chains`, { headers: { 'x-api-key': apiKey } })
    expect(direct.status).toBe(429)
    expect(body).toBe(await direct.text())
  })

  test('parameters: timeoutMs (504 when the service does not answer in time)', async () => {
    const handler = createProxyHandler({
      upstream,
      apiKey,
      timeoutMs: 20,
      fetch: (_input, init) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    })
    const response = await handler(new Request(`${proxyOrigin}/chains`))
    expect(response.status).toBe(504)
    expect(await response.json()).toMatchObject({ errorCode: 'UPSTREAM_TIMEOUT' })
  })

  test('behavior: the key never appears in any response, success or error', async () => {
    const key = 'sk_live_0123456789abcdef'
    const { call } = setup(
      { apiKey: key },
      {
        apiKeys: [{ key, name: 'Secret', sponsorWallet: null }],
        rateLimits: { anonymousQuote: 1, anonymous: 1, keyed: 2 },
      },
    )
    const responses = [
      await call('/chains'),
      await call('/requests/v3?includeAuthenticatedData=true'),
      await call('/requests/v3'), // 429
      await call('/fast-fill', { method: 'POST', body: '{}' }),
      await call('/not-allowed'),
      await call('/chains', { method: 'DELETE' }),
    ]
    expect(responses.map((r) => r.status)).toContain(429)
    for (const response of responses) expect(await responseText(response)).not.toContain(key)
  })

  test('behavior: redacts the key if the upstream echoes it', async () => {
    const key = 'sk_live_echoed_key_123'
    const handler = createProxyHandler({
      upstream,
      apiKey: key,
      fetch: async (_input, init) =>
        new Response(
          JSON.stringify({ message: `Invalid API key ${new Headers(init.headers).get('x-api-key')}` }),
          {
            status: 401,
            headers: { 'content-type': 'application/json', 'x-debug-key': key },
          },
        ),
    })
    const response = await handler(new Request(`${proxyOrigin}/chains`))
    expect(response.status).toBe(401)
    const text = await responseText(response)
    expect(text).not.toContain(key)
    expect(text).toContain('[redacted]')
  })

  test('behavior: CORS preflight is answered locally for allowed origins only', async () => {
    const { call, seen } = setup({ cors: { origin: ['https://dapp.example'] } })
    const preflight = (origin: string, method = 'POST') =>
      call('/quote/v2', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': method },
      })
    const ok = await preflight('https://dapp.example')
    expect(ok.status).toBe(204)
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://dapp.example')
    expect(ok.headers.get('access-control-allow-methods')).toBe('POST')
    expect(ok.headers.get('access-control-allow-headers')).not.toMatch(/x-api-key|authorization/)
    expect((await preflight('https://evil.example')).status).toBe(403)
    expect((await preflight('https://dapp.example', 'DELETE')).status).toBe(405)
    const actual = await call('/chains', { headers: { origin: 'https://dapp.example' } })
    expect(actual.headers.get('access-control-allow-origin')).toBe('https://dapp.example')
    expect(seen).toHaveLength(1) // preflights never reach the service
  })

  test('behavior: the timeout covers the answer, not a streamed body after it', async () => {
    const handler = createProxyHandler({
      upstream,
      apiKey,
      timeoutMs: 20,
      fetch: async (_input, init) => {
        const encoder = new TextEncoder()
        const stream = new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(encoder.encode('data: one\n\n'))
            await new Promise((resolve) => setTimeout(resolve, 60))
            if (init.signal?.aborted) controller.error(init.signal.reason)
            else {
              controller.enqueue(encoder.encode('data: two\n\n'))
              controller.close()
            }
          },
        })
        return new Response(stream, { headers: { 'content-type': 'text/event-stream' } })
      },
    })
    const response = await handler(new Request(`${proxyOrigin}/chains`))
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('data: one\n\ndata: two\n\n')
  })

  test('behavior: an unreachable upstream gives 502 without details', async () => {
    const handler = createProxyHandler({
      upstream,
      apiKey,
      fetch: () => Promise.reject(new TypeError(`connect ECONNREFUSED ${upstream}?key=${apiKey}`)),
    })
    const response = await handler(new Request(`${proxyOrigin}/chains`))
    expect(response.status).toBe(502)
    expect(await responseText(response)).not.toContain(apiKey)
  })

  test('parameters: maxBodyBytes', async () => {
    const { call, seen } = setup({ maxBodyBytes: 10 })
    const response = await call('/quote/v2', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(11),
    })
    expect(response.status).toBe(413)
    expect(seen).toHaveLength(0)
  })

  test('parameters: invalid options throw InvalidParameterError naming the option', () => {
    const make = (options: Partial<CreateProxyHandlerParameters>) => () =>
      createProxyHandler({ upstream, apiKey, ...options } as CreateProxyHandlerParameters)
    expect(make({ upstream: undefined as unknown as string })).toThrow(/upstream/)
    expect(make({ upstream: 'not a url' })).toThrow(InvalidParameterError)
    expect(make({ upstream: 'ftp://x.test' })).toThrow(/upstream/)
    expect(make({ apiKey: '' })).toThrow(/apiKey/)
    expect(make({ allow: [] })).toThrow(/allow/)
    expect(make({ allow: [{ method: 'GET', path: 'chains' }] })).toThrow(/allow\[0\]\.path/)
    expect(make({ authScheme: 'basic' as 'bearer' })).toThrow(/authScheme/)
    expect(make({ forwardHeaders: ['Cookie'] })).toThrow(/forwardHeaders/)
    // A misspelt option fails loudly instead of being ignored.
    expect(make({ basePath: '/api' } as Partial<CreateProxyHandlerParameters>)).toThrow(
      /basePath.*not an option/,
    )
    // A bad key is never printed back.
    expect(make({ apiKey: 'secret with space' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('secret with space') }),
    )
  })

  test('behavior: the kit client works through the proxy without holding a key', async () => {
    const { handler, seen } = setup(
      { prefix: '/api/crosspay' },
      { history: 3, rateLimits: { anonymousQuote: 50, anonymous: 200, keyed: 4 } },
    )
    const client = createClient({
      baseUrl: `${proxyOrigin}/api/crosspay`,
      fetch: (input, init) => handler(new Request(input, init)),
    })
    expect((await getChains(client)).map((c) => c.id)).toContain(8453)
    const page = await getRequests(client, { limit: 2 })
    expect(page.requests.length).toBeGreaterThan(0)
    const balance = await getAppBalance(client, { wallet: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955' })
    expect(balance.totalBalanceUsd).toBeGreaterThan(0)
    expect(seen.every((r) => r.headers.get('x-api-key') === apiKey)).toBe(true)
    // The fifth keyed request is over the limit: the kit sees the service's 429 as a RateLimitError.
    await getChains(client)
    await expect(getChains(client)).rejects.toBeInstanceOf(RateLimitError)
  })
})
