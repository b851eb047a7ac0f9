import { describe, expect, test } from 'vitest'
import { createSimulator } from '../app/createSimulator'
import { postTestQuote } from './testing/postTestQuote'

const statusOf = async (sim: ReturnType<typeof createSimulator>, requestId: string) =>
  (await sim.fetch(`http://sim/intents/status/v3?requestId=${requestId}`)).status

describe('quote expiry', () => {
  test('default: a quote never paid is answered until a minute past its deadline, then forgotten everywhere', async () => {
    const sim = createSimulator({ timing: { deadlineMs: 60_000 } })
    const { body } = await postTestQuote(sim)
    const requestId = body.steps[0].requestId as string
    const listed = async () => {
      const res = await sim.fetch('http://sim/requests/v3?limit=50', { headers: { 'x-api-key': 'demo-key' } })
      return ((await res.json()) as { requests: unknown[] }).requests
    }
    expect(sim.ctx.store.size).toBe(1)
    // A quote nobody sent is never listed (decisions.md), though its id answers until it is forgotten.
    expect(await listed()).toEqual([])
    await sim.ctx.clock.advance(60_000 + 59_000)
    expect(await statusOf(sim, requestId)).toBe(200)
    await sim.ctx.clock.advance(2_000)
    expect(await statusOf(sim, requestId)).toBe(404)
    expect(sim.ctx.store.size).toBe(0)
    expect(await listed()).toEqual([])
  })

  test('behavior: over maxStoredQuotes, the oldest waiting quotes go first; a deposited one stays', async () => {
    const sim = createSimulator({ maxStoredQuotes: 3, rateLimits: false })
    const ids: string[] = []
    for (let i = 0; i < 6; i++) ids.push((await postTestQuote(sim)).body.steps[0].requestId as string)
    await sim.fetch('http://sim/__sim/deposit', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requestId: ids[5] }),
    })
    for (let i = 0; i < 3; i++) await postTestQuote(sim)
    // A request is answered (and sweeps) before anything is counted.
    await sim.fetch('http://sim/chains')
    expect(await statusOf(sim, ids[0]!)).toBe(404)
    expect(await statusOf(sim, ids[5]!)).toBe(200)
    expect(sim.ctx.store.size).toBeLessThanOrEqual(4)
  })

  // The panel promises that a payment to a deposit address after its deadline is refunded; it used to be lost: the
  // request was forgotten a minute past its deadline and the transfer was "ignored: not a deposit…".
  for (const lateMinutes of [11, 61])
    test(`behavior: a deposit-address payment ${lateMinutes} minutes after the quote is refunded (ORDER_EXPIRED), not lost`, async () => {
      const sim = createSimulator({ rateLimits: false })
      const { body } = await postTestQuote(sim, { useDepositAddress: true })
      const requestId = body.steps[0].requestId as string
      // Other traffic sweeps the store meanwhile, as a running service's would.
      for (let minute = 0; minute < lateMinutes; minute++) {
        await sim.ctx.clock.advance(60_000)
        await sim.fetch('http://sim/chains')
      }
      expect(await statusOf(sim, requestId)).toBe(200)
      const deposit = await sim.fetch('http://sim/__sim/deposit', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ requestId }),
      })
      expect(deposit.status).toBe(200)
      expect(((await deposit.json()) as { result: { kind: string } }).result.kind).toBe('deposit')
      await sim.ctx.clock.advance(30_000)
      const status = (await (
        await sim.fetch(`http://sim/intents/status/v3?requestId=${requestId}`)
      ).json()) as {
        status: string
        failReason?: string
      }
      expect(status).toMatchObject({ status: 'refund', failReason: 'ORDER_EXPIRED' })
      const request = sim.ctx.store.get(requestId)!
      // The refund pays back what was sent, on the origin chain, to the payer.
      const [paid] = request.inTxs
      expect(paid?.data).toMatchObject({ to: request.depositAddress!.address, value: request.amountIn })
      expect(request.outTxs).toHaveLength(1)
      expect(request.outTxs[0]).toMatchObject({
        chainId: 8453,
        kind: 'refund',
        data: { to: paid!.data.from, value: paid!.data.value },
      })
      await sim.close()
    })
})
