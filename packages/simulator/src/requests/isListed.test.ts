import { describe, expect, test } from 'vitest'
import { createSimulator } from '../app/createSimulator'
import { postTestQuote } from '../quote/testing/postTestQuote'

const listedIds = async (sim: ReturnType<typeof createSimulator>) => {
  const res = await sim.fetch('http://sim/requests/v3?includeTotal=true', {
    headers: { 'x-api-key': 'demo-key' },
  })
  return ((await res.json()) as { requests: { id: string }[] }).requests.map((r) => r.id)
}

describe('isListed', () => {
  test('behavior: a quote is not listed (its id answers waiting); its deposit, once seen, lists it', async () => {
    const sim = createSimulator({ now: '2026-11-21T00:00:00Z', rateLimits: false })
    const quote = await postTestQuote(sim, {})
    expect(quote.status).toBe(200)
    const again = await postTestQuote(sim, {}) // the panel's 30 s refresh: another quote nobody sent
    const id = quote.body.steps[0].requestId as string
    expect(await listedIds(sim)).toEqual([])
    const status = await sim.fetch(`http://sim/intents/status/v3?requestId=${id}`)
    expect(((await status.json()) as { status: string }).status).toBe('waiting')

    await sim.fetch('http://sim/__sim/deposit', { method: 'POST', body: JSON.stringify({ requestId: id }) })
    expect(await listedIds(sim)).toEqual([id])
    expect(again.body.steps[0].requestId).not.toBe(id)
  })
})
