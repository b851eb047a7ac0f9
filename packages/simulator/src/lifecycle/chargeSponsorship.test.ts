import { describe, expect, test } from 'vitest'
import { createSimulator } from '../app/createSimulator'
import { addresses } from '../config/addresses'
import { defaultApiKeys } from '../config/defaultApiKeys'
import { synthesizeDeposit } from '../dev/synthesizeDeposit'
import type { SponsorshipResult } from '../model/types'
import { postTestQuote } from '../quote/testing/postTestQuote'
import { createTestRequest } from './createTestRequest'
import { ingestOriginTransaction } from './ingestOriginTransaction'

/** A sponsorship result as applySponsorship writes it: `amount` in 6-decimal USD units, `amountUsd` its decimal form. */
const sponsorship = (usd: string) =>
  ({
    sponsoredTotal: { amount: String(Math.round(Number(usd) * 1e6)), amountUsd: usd },
  }) as unknown as SponsorshipResult

describe('chargeSponsorship', () => {
  test('default', async () => {
    const sim = createSimulator()
    const req = createTestRequest(sim.ctx, { apiKey: 'demo-key', sponsorship: sponsorship('2.5') })
    await ingestOriginTransaction(sim.ctx, synthesizeDeposit(sim.ctx, req))
    expect(sim.ctx.ledger.totalUsd6(addresses.demoSponsor)).toBe(1_000_000_000n)
    await sim.ctx.clock.advance(1000) // fill
    expect(sim.ctx.ledger.totalUsd6(addresses.demoSponsor)).toBe(997_500_000n)
    expect(sim.ctx.store.get(req.id)?.sponsorPayment).toEqual({
      amount: '2500000',
      address: addresses.demoSponsor,
      chainId: 8453,
    })
    await sim.ctx.clock.advance(5000)
    expect(sim.ctx.ledger.totalUsd6(addresses.demoSponsor)).toBe(997_500_000n) // charged once
  })

  test('behavior: sponsorship is debited from the total even when holds exceed what is available', async () => {
    const sim = createSimulator()
    sim.ctx.ledger.placeHold(addresses.demoSponsor, `0x${'99'.repeat(32)}`, 999_000_000n, sim.ctx.clock.now())
    expect(sim.ctx.ledger.availableUsd6(addresses.demoSponsor)).toBe(1_000_000n)
    const req = createTestRequest(sim.ctx, { apiKey: 'demo-key', sponsorship: sponsorship('5') })
    await ingestOriginTransaction(sim.ctx, synthesizeDeposit(sim.ctx, req))
    await sim.ctx.clock.advance(3000)
    expect(sim.ctx.store.get(req.id)?.status).toBe('success')
    expect(sim.ctx.ledger.summary(addresses.demoSponsor)).toMatchObject({
      totalBalanceUsd: 995,
      outstandingFastFillBalanceUsd: 999,
      availableBalanceUsd: -4,
    })
  })

  test('behavior: nothing is charged without a linked wallet or a sponsored total', async () => {
    const sim = createSimulator()
    const a = createTestRequest(sim.ctx, { apiKey: 'nolink-key', sponsorship: sponsorship('5') })
    const b = createTestRequest(sim.ctx, { apiKey: 'demo-key', sponsorship: sponsorship('0') })
    await ingestOriginTransaction(sim.ctx, synthesizeDeposit(sim.ctx, a))
    await ingestOriginTransaction(sim.ctx, synthesizeDeposit(sim.ctx, b))
    await sim.ctx.clock.advance(3000)
    expect(sim.ctx.ledger.totalUsd6(addresses.demoSponsor)).toBe(1_000_000_000n)
    expect(sim.ctx.store.get(a.id)?.sponsorPayment).toBeNull()
  })

  test('behavior: a sponsor whose total no longer covers the sponsored fees refunds instead of filling (never below zero)', async () => {
    const sim = createSimulator({ initialAppBalanceUsd: 1, now: '2026-08-01T00:00:00Z' })
    const ids: string[] = []
    for (let i = 0; i < 3; i++) {
      const res = await postTestQuote(sim, {
        originCurrency: addresses.stablecoin,
        destinationCurrency: addresses.stablecoin,
        amount: '100000000',
        subsidizeFees: true,
      })
      expect(res.status).toBe(200)
      ids.push(res.body.steps[0].requestId)
    }
    const sponsored = BigInt(sim.ctx.store.get(ids[0]!)!.sponsorship!.sponsoredTotal.amount)
    expect(sponsored * 2n).toBeLessThanOrEqual(1_000_000n)
    expect(sponsored * 3n).toBeGreaterThan(1_000_000n)
    for (const id of ids)
      await ingestOriginTransaction(sim.ctx, synthesizeDeposit(sim.ctx, sim.ctx.store.get(id)!))
    await sim.ctx.clock.advance(20_000)
    const [a, b, c] = ids.map((id) => sim.ctx.store.get(id)!)
    expect([a!.status, b!.status]).toEqual(['success', 'success'])
    expect(c).toMatchObject({ status: 'refund', failReason: 'SPONSOR_BALANCE_TOO_LOW', sponsorPayment: null })
    expect(c!.outTxs.map((t) => t.kind)).toEqual(['refund'])
    const total = sim.ctx.ledger.totalUsd6(addresses.demoSponsor)
    expect(total).toBe(1_000_000n - 2n * sponsored) // exactly: micro-USD, no float
    expect(total).toBeGreaterThanOrEqual(0n)
  })

  test("behavior: rule 5 — the sponsored cost is drawn from the app balance of the request's API key", async () => {
    const other = '0x976EA74026E726554dB657fA54763abd0C3a0aa9' // anvil account #6
    const sim = createSimulator({
      apiKeys: [...defaultApiKeys, { key: 'other-key', name: 'Other integrator', sponsorWallet: other }],
    })
    const res = await postTestQuote(sim, { subsidizeFees: true }, { key: 'other-key' })
    expect(res.status).toBe(200)
    const id = res.body.steps[0].requestId
    const sponsored = sim.ctx.store.get(id)!.sponsorship!.sponsoredTotal
    expect(BigInt(sponsored.amount)).toBeGreaterThan(0n)
    await ingestOriginTransaction(sim.ctx, synthesizeDeposit(sim.ctx, sim.ctx.store.get(id)!))
    await sim.ctx.clock.advance(5000)
    expect(sim.ctx.store.get(id)?.status).toBe('success')
    // the key's own wallet pays (6-decimal stablecoin units = USD units), no other key's
    expect(sim.ctx.store.get(id)?.sponsorPayment).toEqual({
      amount: sponsored.amount,
      address: other,
      chainId: 8453,
    })
    expect(sim.ctx.ledger.totalUsd6(other)).toBe(1_000_000_000n - BigInt(sponsored.amount))
    expect(sim.ctx.ledger.totalUsd6(addresses.demoSponsor)).toBe(1_000_000_000n)
  })

  test('behavior: the ledger never debits below zero', () => {
    const sim = createSimulator({ initialAppBalanceUsd: 1 })
    const { amount, usd6 } = sim.ctx.ledger.debitUsd6(addresses.demoSponsor, 5_000_000n)
    expect(amount).toBe('1000000')
    expect(usd6).toBe(1_000_000n)
    expect(sim.ctx.ledger.summary(addresses.demoSponsor)).toMatchObject({
      totalBalanceUsd: 0,
      balances: [{ amount: '0' }],
    })
    expect(sim.ctx.ledger.entries(addresses.demoSponsor).at(-1)).toMatchObject({
      kind: 'sponsorship',
      usd6: 1_000_000n,
    })
  })
})
