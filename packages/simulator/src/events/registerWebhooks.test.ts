import { describe, expect, test, vi } from 'vitest'
import { createSimulator } from '../app/createSimulator'
import { createTestRequest } from '../lifecycle/createTestRequest'
import { transitionStatus } from '../lifecycle/transitionStatus'

type Call = { url: string; body: string; signature: string | null }

/** A real fetch replacement that records deliveries and answers `statuses` in turn (then 200). */
function recorder(statuses: (number | 'network')[] = []) {
  const calls: Call[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers)
    calls.push({ url: String(input), body: String(init?.body), signature: headers.get('x-signature') })
    const next = statuses.shift() ?? 200
    if (next === 'network') throw new TypeError('fetch failed')
    return new Response(next === 204 ? null : '{}', { status: next })
  }
  return { calls, fetch: fetch as typeof globalThis.fetch }
}

async function hmacHex(body: string, secret: string) {
  const enc = new TextEncoder()
  const key = await crypto.subtle.importKey(
    'raw',
    enc.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  return Buffer.from(await crypto.subtle.sign('HMAC', key, enc.encode(body))).toString('hex')
}

describe('registerWebhooks', () => {
  test('default', async () => {
    const { calls, fetch } = recorder()
    const sim = createSimulator({
      now: '2026-11-01T00:00:00Z',
      fetch,
      webhooks: { urls: ['https://a.example/hook', 'https://b.example/hook'], secret: 's3cret' },
    })
    const req = createTestRequest(sim.ctx)
    transitionStatus(sim.ctx, req.id, 'pending')
    await vi.waitFor(() => expect(calls).toHaveLength(2))
    expect(calls.map((c) => c.url).sort()).toEqual(['https://a.example/hook', 'https://b.example/hook'])
    const body = JSON.parse(calls[0]!.body)
    expect(body).toEqual({
      event: 'request.status.updated',
      timestamp: Date.parse('2026-11-01T00:00:00Z'),
      data: expect.objectContaining({ requestId: req.id, status: 'pending', originChainId: 8453 }),
    })
    // Signature checked independently, over the raw body.
    for (const call of calls) expect(call.signature).toBe(`sha256=${await hmacHex(call.body, 's3cret')}`)
    expect(calls[0]!.signature).not.toBe(`sha256=${await hmacHex(calls[0]!.body, 'other')}`)
  })

  test('behavior: retries 5 times with exponential backoff on the clock, then gives up', async () => {
    const { calls, fetch } = recorder([500, 'network', 503, 500, 500, 500, 500])
    const sim = createSimulator({ fetch, webhooks: { urls: ['https://a.example/hook'], secret: 'k' } })
    const req = createTestRequest(sim.ctx)
    transitionStatus(sim.ctx, req.id, 'pending')
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    for (const [delay, total] of [
      [1000, 2],
      [2000, 3],
      [4000, 4],
      [8000, 5],
      [16000, 6],
    ] as const) {
      await sim.ctx.clock.advance(delay - 1)
      await new Promise((r) => setTimeout(r, 5))
      expect(calls).toHaveLength(total - 1)
      await sim.ctx.clock.advance(1)
      await vi.waitFor(() => expect(calls).toHaveLength(total))
    }
    await sim.ctx.clock.advance(600_000)
    await new Promise((r) => setTimeout(r, 5))
    expect(calls).toHaveLength(6)
    // Every attempt carries the same body and signature.
    expect(new Set(calls.map((c) => c.body)).size).toBe(1)
    expect(new Set(calls.map((c) => c.signature)).size).toBe(1)
  })

  test('behavior: a 2xx answer ends the retries', async () => {
    const { calls, fetch } = recorder([500, 204])
    const sim = createSimulator({ fetch, webhooks: { urls: ['https://a.example/hook'], secret: 'k' } })
    const req = createTestRequest(sim.ctx)
    transitionStatus(sim.ctx, req.id, 'pending')
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    await sim.ctx.clock.advance(1000)
    await vi.waitFor(() => expect(calls).toHaveLength(2))
    await sim.ctx.clock.advance(60_000)
    await new Promise((r) => setTimeout(r, 5))
    expect(calls).toHaveLength(2)
  })
})
