import { describe, expect, test } from 'vitest'
import { createSimulator } from '../app/createSimulator'
import { addresses } from '../config/addresses'
import { synthesizeDeposit } from '../dev/synthesizeDeposit'
import type { SponsorshipResult } from '../model/types'
import { createTestRequest } from './createTestRequest'
import { ingestOriginTransaction } from './ingestOriginTransaction'

const sponsorship = (usd: string) =>
  ({ sponsoredTotal: { amount: '0', amountUsd: usd } }) as unknown as SponsorshipResult

describe('chargeSponsorship', () => {
  test('default', async () => {
    const sim = createSimulator()
    const req = createTestRequest(sim.ctx, { apiKey: 'demo-key', sponsorship: sponsorship('2.5') })
    await ingestOriginTransaction(sim.ctx, synthesizeDeposit(sim.ctx, req))
    expect(sim.ctx.ledger.totalUsd(addresses.demoSponsor)).toBe(1000)
    await sim.ctx.clock.advance(1000) // fill
    expect(sim.ctx.ledger.totalUsd(addresses.demoSponsor)).toBe(997.5)
    expect(sim.ctx.store.get(req.id)?.sponsorPayment).toEqual({
      amount: '2500000',
      address: addresses.demoSponsor,
      chainId: 8453,
    })
    await sim.ctx.clock.advance(5000)
    expect(sim.ctx.ledger.totalUsd(addresses.demoSponsor)).toBe(997.5) // charged once
  })

  test('behavior: sponsorship is debited from the total even when holds exceed what is available', async () => {
    const sim = createSimulator()
    sim.ctx.ledger.placeHold(addresses.demoSponsor, `0x${'99'.repeat(32)}`, 999, sim.ctx.clock.now())
    expect(sim.ctx.ledger.availableUsd(addresses.demoSponsor)).toBe(1)
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
    expect(sim.ctx.ledger.totalUsd(addresses.demoSponsor)).toBe(1000)
    expect(sim.ctx.store.get(a.id)?.sponsorPayment).toBeNull()
  })
})
