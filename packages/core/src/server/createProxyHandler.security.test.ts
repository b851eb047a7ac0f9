// The proxy under attack: a body that never ends, paths that dodge routing, one visitor spending everyone's
// rate limit (spoofed X-Forwarded-For included), and an error that would confirm a guessed key.
import { describe, expect, test } from 'vitest'
import { createProxyHandler } from './createProxyHandler'
import { proxyRoutes } from './proxyRoutes'

const key = 'sk_live_0123456789abcdef'

/** A proxy whose upstream records what it was asked and answers `answer(url)`. */
function proxy(
  options: Partial<Parameters<typeof createProxyHandler>[0]> = {},
  answer?: (url: string) => Response,
) {
  const seen: string[] = []
  const handler = createProxyHandler({
    upstream: 'http://sim.test',
    apiKey: key,
    prefix: '/api/crosspay',
    allow: [...proxyRoutes.user, ...proxyRoutes.integrator],
    fetch: async (input) => {
      seen.push(input)
      return answer?.(input) ?? Response.json({ ok: true })
    },
    ...options,
  })
  return { handler, seen }
}

describe('createProxyHandler: attacks', () => {
  test('security: a chunked body is answered 413 as soon as it passes the limit, never read further', async () => {
    const chunk = new Uint8Array(64 * 1024)
    let pulled = 0
    const total = 64 * 1024 * 1024 // 64 MiB offered, 1 MiB allowed
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= total) return controller.close()
        pulled += chunk.byteLength
        controller.enqueue(chunk)
      },
    })
    const { handler, seen } = proxy({ maxBodyBytes: 1024 * 1024 })
    const request = new Request('http://app.test/api/crosspay/quote/v2', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit)
    const response = await handler(request)
    expect(response.status).toBe(413)
    expect(pulled).toBeLessThanOrEqual(1024 * 1024 + 2 * chunk.byteLength)
    expect(seen).toEqual([])
  })

  test('security: a declared length above the limit is refused before reading', async () => {
    const { handler } = proxy({ maxBodyBytes: 10 })
    const response = await handler(
      new Request('http://app.test/api/crosspay/quote/v2', {
        method: 'POST',
        body: '{"a":"0123456789"}',
        headers: { 'content-length': '18', 'content-type': 'application/json' },
      }),
    )
    expect(response.status).toBe(413)
  })

  test('security: `//` and a trailing `/` are normalised before routing: transformResponse sees /chains', async () => {
    const paths: string[] = []
    const { handler, seen } = proxy({
      transformResponse: (response, { path }) => {
        paths.push(path)
        return path === '/chains' ? Response.json({ rewritten: true }) : response
      },
    })
    for (const url of ['/api/crosspay//chains', '/api/crosspay/chains/', '/api/crosspay///chains//'])
      expect(await (await handler(new Request(`http://app.test${url}`))).json()).toEqual({ rewritten: true })
    expect(paths).toEqual(['/chains', '/chains', '/chains'])
    expect(seen).toEqual(['http://sim.test/chains', 'http://sim.test/chains', 'http://sim.test/chains'])
  })

  test('security: the rate limit is per client address; a spoofed X-Forwarded-For gets no fresh bucket', async () => {
    const { handler, seen } = proxy({ rateLimit: { limit: 2, windowMs: 60_000 } })
    const get = (address: string, forwarded?: string) =>
      handler(
        new Request('http://app.test/api/crosspay/chains', {
          headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
        }),
        { remoteAddress: address },
      )
    expect((await get('203.0.113.1', '1.1.1.1')).status).toBe(200)
    expect((await get('203.0.113.1', '2.2.2.2')).status).toBe(200)
    const limited = await get('203.0.113.1', '3.3.3.3')
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await limited.json()).toMatchObject({ errorCode: 'RATE_LIMITED' })
    // Another visitor is not affected.
    expect((await get('203.0.113.2')).status).toBe(200)
    expect(seen).toHaveLength(3)
  })

  test('behavior: behind one trusted proxy, the address it appended is the client', async () => {
    const { handler } = proxy({ rateLimit: { limit: 1, trustedProxies: 1 } })
    const get = (forwarded: string) =>
      handler(
        new Request('http://app.test/api/crosspay/chains', { headers: { 'x-forwarded-for': forwarded } }),
        {
          remoteAddress: '10.0.0.1', // the load balancer
        },
      )
    expect((await get('spoof, 198.51.100.1')).status).toBe(200)
    expect((await get('other-spoof, 198.51.100.1')).status).toBe(429)
    expect((await get('198.51.100.2')).status).toBe(200)
  })

  test('security: an error answers the same whether a guessed wallet is the key or not', async () => {
    // The upstream echoes the wallet it could not read, as services do.
    const { handler } = proxy({}, (url) => {
      const wallet = decodeURIComponent(url.split('/app-fees/')[1]!.split('/')[0]!)
      return Response.json(
        { message: `Invalid wallet ${wallet}`, errorCode: 'INVALID_INPUT' },
        { status: 400 },
      )
    })
    const ask = async (wallet: string) =>
      (await handler(new Request(`http://app.test/api/crosspay/app-fees/${wallet}/balances`))).text()
    const right = await ask(key)
    const wrong = await ask('sk_live_0123456789abcdeX')
    expect(right).toBe(wrong)
    expect(right).not.toContain(key)
  })

  test("security: the proxy's own errors do not echo the request", async () => {
    const { handler } = proxy()
    const path = `/api/crosspay/${key}/admin`
    const refused = await handler(new Request(`http://app.test${path}`))
    expect(refused.status).toBe(403)
    expect(await refused.text()).not.toContain(key)
    const method = await handler(new Request('http://app.test/api/crosspay/chains', { method: 'DELETE' }))
    expect(method.status).toBe(405)
    expect(await method.text()).not.toContain('DELETE')
  })
})
