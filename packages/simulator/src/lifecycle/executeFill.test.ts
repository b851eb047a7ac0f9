import { describe, expect, test, vi } from 'vitest'
import { createSimulator } from '../app/createSimulator'
import { postToSim } from '../app/testing/postToSim'
import { addresses } from '../config/addresses'
import type { SimContext } from '../model/SimContext'
import { testQuoteBody } from '../node/testing/testQuoteBody'
import { createVirtualBackend } from './createVirtualBackend'

const body = testQuoteBody({
  user: '0x1111111111111111111111111111111111111111',
  originCurrency: addresses.stablecoin,
  destinationCurrency: addresses.stablecoin,
  amount: '10000000',
})
/** What viem throws for a recipient it refuses (the review's case). */
const fillError = () => new Error('Address "0x70997970C51812dc3A010C7d50e0d4B979A499C8" is invalid.')

/** A simulator whose backend cannot send fills (and, with `refundFails`, refunds either): the virtual one otherwise. */
function setup(options: { refundFails?: boolean; fillReverts?: boolean } = {}) {
  const calls = { fill: 0, refund: 0 }
  const sim = createSimulator({
    rateLimits: false,
    now: '2026-08-01T00:00:00Z',
    backend: (ctx: SimContext) => {
      const virtual = createVirtualBackend(ctx)
      return {
        ...virtual,
        fill: async (request) => {
          calls.fill++
          if (!options.fillReverts) throw fillError()
          return { ...(await virtual.fill(request)), status: 'failed' as const }
        },
        refund: async (request) => {
          calls.refund++
          if (options.refundFails) throw new Error('refund reverted')
          return virtual.refund(request)
        },
      }
    },
  })
  const post = (path: string, b: unknown) => postToSim(sim, path, b)
  const quote = async (extra: Record<string, unknown> = {}) => {
    const q = (await (await post('/quote/v2', { ...body, ...extra })).json()) as {
      steps: { requestId: string }[]
    }
    return q.steps.at(-1)!.requestId
  }
  /** Lands the deposit of `id` (`POST /__sim/deposit`, accepted) and moves the clock `advanceMs` on. */
  const deposit = async (id: string, advanceMs: number) => {
    expect((await post('/__sim/deposit', { requestId: id })).status).toBe(200)
    await sim.ctx.clock.advance(advanceMs)
  }
  return { sim, post, quote, calls, deposit }
}

describe('executeFill', () => {
  test('behavior: a fill the backend cannot send refunds the deposit (refund, TRANSACTION_SUBMISSION_FAILED)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { sim, quote, calls, deposit } = setup()
    const id = await quote({ subsidizeFees: true })
    await deposit(id, 30_000)
    const r = sim.ctx.store.get(id)!
    expect(calls).toEqual({ fill: 1, refund: 1 })
    expect(r.statusHistory.map((h) => h.status)).toEqual(['waiting', 'pending', 'refund'])
    expect(r).toMatchObject({
      status: 'refund',
      failReason: 'TRANSACTION_SUBMISSION_FAILED',
      refundFailReason: null,
      // call data only: the backend's error text is logged, not stored
      failedCallData: null,
      // nothing was delivered, so the sponsor is not charged
      sponsorPayment: null,
    })
    expect(r.outTxs.map((t) => t.kind)).toEqual(['refund'])
    expect(r.deposited?.amount).toBe('10000000') // what the refund returns
    expect(log).toHaveBeenCalledWith(expect.stringContaining(id), fillError())
    const status = await (await sim.fetch(`http://sim/intents/status/v3?requestId=${id}`)).json()
    expect(status).toMatchObject({ status: 'refund', failReason: 'TRANSACTION_SUBMISSION_FAILED' })
    log.mockRestore()
  })

  test('behavior: a fill mined but reverted refunds the deposit (refund, TRANSACTION_REVERTED, failedTxHash)', async () => {
    const { sim, quote, calls, deposit } = setup({ fillReverts: true })
    const id = await quote({ subsidizeFees: true })
    await deposit(id, 30_000)
    const r = sim.ctx.store.get(id)!
    expect(calls).toEqual({ fill: 1, refund: 1 })
    expect(r.statusHistory.map((h) => h.status)).toEqual(['waiting', 'pending', 'refund'])
    expect(r).toMatchObject({ status: 'refund', failReason: 'TRANSACTION_REVERTED', sponsorPayment: null })
    expect(r.failedTxHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(r.outTxs.map((t) => t.kind)).toEqual(['refund'])
  })

  test('behavior: when the refund cannot be sent either, the request ends in failure (MANUAL_REFUND_REQUIRED)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { sim, quote, calls, deposit } = setup({ refundFails: true })
    const id = await quote()
    await deposit(id, 30_000)
    expect(calls).toEqual({ fill: 1, refund: 1 })
    expect(sim.ctx.store.get(id)).toMatchObject({
      status: 'failure',
      failReason: 'TRANSACTION_SUBMISSION_FAILED',
      refundFailReason: 'MANUAL_REFUND_REQUIRED',
      failedCallData: null,
      outTxs: [],
    })
    log.mockRestore()
  })

  test('behavior: a fast fill that cannot be sent releases its hold and refunds the deposit once it lands', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { sim, post, quote, calls, deposit } = setup()
    const id = await quote()
    expect((await post('/fast-fill', { requestId: id })).status).toBe(200)
    await sim.ctx.clock.advance(10_000)
    const before = sim.ctx.store.get(id)!
    expect(calls).toEqual({ fill: 1, refund: 0 }) // nothing deposited yet: nothing to send back
    expect(before.status).toBe('pending')
    expect(sim.ctx.ledger.hasHold(id)).toBe(false)
    expect(before.fastFill?.state).toBe('released')

    await deposit(id, 10_000)
    expect(calls).toEqual({ fill: 1, refund: 1 })
    expect(sim.ctx.store.get(id)).toMatchObject({
      status: 'refund',
      failReason: 'TRANSACTION_SUBMISSION_FAILED',
      refundFailReason: null,
    })
    expect(sim.ctx.store.get(id)!.outTxs.map((t) => t.kind)).toEqual(['refund'])
    log.mockRestore()
  })
})
