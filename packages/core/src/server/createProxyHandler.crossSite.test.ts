// Another site's page spending through the proxy: a "simple" cross-site POST (`text/plain`, no preflight) to the
// fast-fill route filled the attacker's undeposited request at the integrator's expense. Every state-changing route
// now refuses foreign origins and non-JSON bodies before the service is contacted.
import { createSimulator, type Simulator } from '@crosspay/simulator'
import { expectInvalidParameter, quoteRequestId } from '@crosspay/test'
import { afterEach, describe, expect, test } from 'vitest'
import { createClient } from '../api/createClient'
import { getAppBalance } from '../api/getAppBalance'
import { getRequestStatus } from '../api/getRequestStatus'
import { createProxyHandler } from './createProxyHandler'
import { proxyRoutes } from './proxyRoutes'
import type { CreateProxyHandlerParameters } from './resolveProxyOptions'

const apiKey = 'demo-key'
const own = 'http://app.test'
const attacker = 'http://attacker.test:8080'
const sponsor = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'
const wallet = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const everyRoute = [...proxyRoutes.user, ...proxyRoutes.integrator, ...proxyRoutes.claims]
let sims: Simulator[] = []
afterEach(async () => {
  await Promise.all(sims.map((sim) => sim.close()))
  sims = []
})

function setup(options: Partial<CreateProxyHandlerParameters> = {}) {
  const sim = createSimulator()
  sims.push(sim)
  const seen: string[] = []
  const handler = createProxyHandler({
    upstream: 'http://sim.test',
    apiKey,
    allow: everyRoute,
    fetch: (input, init) => {
      seen.push(`${init.method} ${new URL(input).pathname}`)
      return sim.fetch(input, init)
    },
    ...options,
  })
  const post = (path: string, headers: Record<string, string>, body = '{}') =>
    handler(new Request(`${own}${path}`, { method: 'POST', headers, body }))
  const client = createClient({ baseUrl: 'http://sim.test', apiKey, fetch: sim.fetch })
  return { sim, seen, handler, post, client }
}

const statePaths = everyRoute
  .filter((route) => route.method !== 'GET')
  .map((route) => route.path.replace(':wallet', wallet))

describe('createProxyHandler: cross-site requests', () => {
  test('security: a foreign text/plain POST to every state-changing route is refused; nothing reaches the service', async () => {
    const { post, seen } = setup()
    for (const path of statePaths) {
      const simple = await post(path, { origin: attacker, 'content-type': 'text/plain' })
      expect(simple.status, path).toBe(403)
      expect(((await simple.json()) as { errorCode: string }).errorCode).toBe('ORIGIN_NOT_ALLOWED')
      // Even as JSON (which a browser would preflight, and the preflight is refused): the origin is not allowed.
      const json = await post(path, { origin: attacker, 'content-type': 'application/json' })
      expect(json.status, path).toBe(403)
      expect(((await json.json()) as { errorCode: string }).errorCode).toBe('ORIGIN_NOT_ALLOWED')
      const fetchMetadata = await post(path, {
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/json',
      })
      expect(fetchMetadata.status, path).toBe(403)
      const nullOrigin = await post(path, { origin: 'null', 'content-type': 'application/json' })
      expect(nullOrigin.status, path).toBe(403)
      // From its own origin (or no browser at all), a body that is not JSON is still refused.
      const form = await post(path, { 'content-type': 'application/x-www-form-urlencoded' }, 'a=1')
      expect(form.status, path).toBe(415)
      const plain = await post(path, { origin: own, 'content-type': 'text/plain' })
      expect(plain.status, path).toBe(415)
      expect(((await plain.json()) as { errorCode: string }).errorCode).toBe('UNSUPPORTED_MEDIA_TYPE')
    }
    expect(seen).toEqual([])
  })

  test('security: a foreign fast fill queues nothing and spends nothing of the app balance', async () => {
    const { post, client, sim } = setup()
    const requestId = await quoteRequestId(client)
    const before = await getAppBalance(client, { wallet: sponsor })
    const body = JSON.stringify({ requestId, maxFillAmountUsd: 500 })
    expect((await post('/fast-fill', { origin: attacker, 'content-type': 'text/plain' }, body)).status).toBe(
      403,
    )
    expect(
      (await post('/fast-fill', { origin: attacker, 'content-type': 'application/json' }, body)).status,
    ).toBe(403)
    await sim.ctx.clock.advance(30_000)
    expect((await getRequestStatus(client, { requestId })).status).toBe('waiting')
    expect(await getAppBalance(client, { wallet: sponsor })).toEqual(before)
  })

  test('default: the own origin (or its https form), no Origin at all (a server), and GETs from anywhere pass', async () => {
    const { post, handler, seen, client } = setup()
    const requestId = await quoteRequestId(client)
    const body = JSON.stringify({ requestId, maxFillAmountUsd: 500 })
    const json = { 'content-type': 'application/json; charset=utf-8' }
    expect((await post('/fast-fill', { ...json, origin: own }, body)).status).toBe(200)
    expect((await post('/transactions/index', { ...json, origin: 'https://app.test' })).status).not.toBe(403)
    expect((await post('/transactions/index', { ...json, 'sec-fetch-site': 'same-origin' })).status).not.toBe(
      403,
    )
    expect((await post('/transactions/index', json)).status).not.toBe(403)
    expect((await handler(new Request(`${own}/chains`, { headers: { origin: attacker } }))).status).toBe(200)
    expect(seen).toContain('POST /fast-fill')
  })

  test('behavior: a state-changing route is never reached by GET (an <img> or a link cannot fast-fill)', async () => {
    const { handler, seen } = setup()
    for (const path of statePaths) {
      const response = await handler(new Request(`${own}${path}`, { headers: { origin: attacker } }))
      expect(response.status, path).toBe(405)
    }
    expect(seen).toEqual([])
  })

  test('parameters: allowedOrigins and the origins cors names may post; cors "*" opens reads only', async () => {
    const listed = setup({ allowedOrigins: [attacker] })
    const json = { 'content-type': 'application/json', origin: attacker }
    expect((await listed.post('/transactions/index', json)).status).not.toBe(403)
    const named = setup({ cors: { origin: [attacker] } })
    expect((await named.post('/transactions/index', json)).status).not.toBe(403)
    const wildcard = setup({ cors: { origin: '*' } })
    expect((await wildcard.post('/transactions/index', json)).status).toBe(403)
  })

  test('parameters: invalid allowedOrigins and bodyTimeoutMs throw InvalidParameterError naming the option', () => {
    const make = (options: Record<string, unknown>) => () =>
      createProxyHandler({ upstream: 'http://sim.test', apiKey, ...options } as CreateProxyHandlerParameters)
    expectInvalidParameter(make({ allowedOrigins: 'https://a.example' }), 'createProxyHandler.allowedOrigins')
    for (const origin of [
      'https://a.example/',
      'https://a.example/path',
      'a.example',
      'ftp://a.example',
      '*',
      1,
    ])
      expectInvalidParameter(
        make({ allowedOrigins: [origin] }),
        'createProxyHandler.allowedOrigins[0]',
        /origin/,
      )
    for (const value of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, '100'])
      expectInvalidParameter(make({ bodyTimeoutMs: value }), 'createProxyHandler.bodyTimeoutMs')
  })

  test('security: a body dripped a byte at a time is cut off at bodyTimeoutMs, never read to its end', async () => {
    const { handler, seen } = setup({ bodyTimeoutMs: 300 })
    let pulled = 0
    const drip = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await new Promise((resolve) => setTimeout(resolve, 100))
        pulled += 1
        // 200 bytes at 1 byte / 100 ms: 20 s if read to its end.
        if (pulled > 200) return controller.close()
        controller.enqueue(new Uint8Array([0x20]))
      },
    })
    const started = performance.now()
    const response = await handler(
      new Request(`${own}/quote/v2`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: drip,
        duplex: 'half',
      } as RequestInit),
    )
    expect(response.status).toBe(408)
    expect(((await response.json()) as { errorCode: string }).errorCode).toBe('REQUEST_TIMEOUT')
    expect(performance.now() - started).toBeLessThan(5_000)
    expect(pulled).toBeLessThan(50)
    expect(seen).toEqual([])
  })
})
