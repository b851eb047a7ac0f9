import { describe, expect, test } from 'vitest'
import { applySponsorship, type SponsorshipInput } from './applySponsorship'
import { noSponsorship } from './testing/noSponsorship'

/** Costs in 6-decimal USD: execution 1.00, platform 0.25, swap 0.50, app 0.30 (no rent). */
const costs = { execution: 1_000_000n, rent: 0n, swap: 500_000n, platform: 250_000n, app: 300_000n }
const base: SponsorshipInput = { ...noSponsorship, subsidizeFees: true, costsUsd6: costs }
const run = (over: Partial<SponsorshipInput>) => applySponsorship({ ...base, ...over })

describe('applySponsorship', () => {
  test('default', () => {
    const r = run({})
    expect(r.selectedComponents.sort()).toEqual(['execution', 'platform', 'swap'])
    expect(r.sponsoredTotal).toEqual({ amount: '1750000', amountUsd: '1.750000' })
    expect(r.userPaysTotal).toEqual({ amount: '300000', amountUsd: '0.300000' })
    expect(r.components.execution).toMatchObject({
      selected: true,
      total: { amount: '1000000', amountUsd: '1.000000' },
      sponsored: { amount: '1000000' },
      userPays: { amount: '0' },
    })
    expect(r.capHit).toBe(false)
    expect(r.maxSubsidizationAmount).toBeNull()
  })

  test('behavior: rule 1 — total at or below the cap is sponsored in full', () => {
    const r = run({ maxSubsidizationAmount: 1_750_000n })
    expect(r.capHit).toBe(false)
    expect(r.sponsoredTotal.amount).toBe('1750000')
    expect(r.components.swap.userPays.amount).toBe('0')
    expect(r.maxSubsidizationAmount).toBe('1750000')
  })

  test('behavior: rule 2 — over the cap the sponsor pays the cap and the user the remainder', () => {
    const r = run({ maxSubsidizationAmount: 1_100_000n })
    expect(r.capHit).toBe(true)
    expect(r.sponsoredTotal.amount).toBe('1100000')
    expect(r.userPaysTotal.amount).toBe(String(2_050_000 - 1_100_000))
    // the cap is spent on execution first, then platform, then swap
    expect(r.components.execution.sponsored.amount).toBe('1000000')
    expect(r.components.platform.sponsored.amount).toBe('100000')
    expect(r.components.platform.userPays.amount).toBe('150000')
    expect(r.components.swap.sponsored.amount).toBe('0')
  })

  test('behavior: rule 3 — without maxSubsidizationAmount no cap applies', () => {
    const big = { ...costs, execution: 900_000_000n }
    const r = run({ costsUsd6: big })
    expect(r.capHit).toBe(false)
    expect(r.sponsoredTotal.amount).toBe(String(900_000_000 + 250_000 + 500_000))
  })

  test('behavior: rule 4 — destination fees (incl. gas top-up in execution) are covered, origin gas never', () => {
    const r = run({})
    expect(r.components.execution.userPays.amount).toBe('0')
    expect(Object.keys(r.components)).not.toContain('gas')
    expect(r.notCovered.some((n) => n.includes('origin-chain gas'))).toBe(true)
  })

  // Rule 5 (the sponsored cost is drawn from the key's app balance) is a ledger matter: see the rule 5 test of
  // lifecycle/chargeSponsorship.test.ts.
  test('behavior: nothing is sponsored without subsidizeFees (nothing to draw on the app balance)', () => {
    const r = run({ subsidizeFees: false })
    expect(r.sponsoredTotal.amount).toBe('0')
    expect(r.selectedComponents).toEqual([])
    expect(r.userPaysTotal.amount).toBe('2050000')
  })

  test('behavior: rule 6 — needing rent without subsidizeRent falls back to user-paid fees', () => {
    const withRent = { ...costs, rent: 305_892n }
    const r = run({ costsUsd6: withRent })
    expect(r.sponsoredTotal.amount).toBe('0')
    expect(r.rentSponsored).toBe(false)
    expect(r.userPaysTotal.amount).toBe(String(2_050_000 + 305_892))
    const sponsoredRent = run({ costsUsd6: withRent, subsidizeRent: true })
    expect(sponsoredRent.rentSponsored).toBe(true)
    expect(sponsoredRent.sponsoredTotal.amount).toBe(String(1_750_000 + 305_892))
    // no rent needed: subsidizeRent absent does not matter
    expect(run({}).sponsoredTotal.amount).toBe('1750000')
  })

  test('behavior: rule 7 — subsidizeRent without subsidizeFees sponsors no rent', () => {
    const r = run({ subsidizeFees: false, subsidizeRent: true, costsUsd6: { ...costs, rent: 305_892n } })
    expect(r.rentSponsored).toBe(false)
    expect(r.sponsoredTotal.amount).toBe('0')
    expect(r.components.execution.userPays.amount).toBe(String(1_000_000 + 305_892))
  })

  test('behavior: rule 8 — depositFeePayer changes nothing drawn on the app balance', () => {
    const without = run({ maxSubsidizationAmount: 1_100_000n })
    const withPayer = run({ maxSubsidizationAmount: 1_100_000n, depositFeePayer: true })
    expect(withPayer.sponsoredTotal).toEqual(without.sponsoredTotal)
    expect(withPayer.components).toEqual(without.components)
    expect(run({ subsidizeFees: false, depositFeePayer: true }).sponsoredTotal.amount).toBe('0')
    expect(withPayer.notCovered.some((n) => n.includes('depositFeePayer'))).toBe(true)
  })

  test('behavior: rule 9 — deposit-address requests are all or nothing against the cap', () => {
    const over = run({ useDepositAddress: true, maxSubsidizationAmount: 1_100_000n })
    expect(over.capHit).toBe(true)
    expect(over.sponsoredTotal.amount).toBe('0')
    expect(over.userPaysTotal.amount).toBe('2050000')
    const under = run({ useDepositAddress: true, maxSubsidizationAmount: 2_000_000n })
    expect(under.sponsoredTotal.amount).toBe('1750000')
  })

  test('behavior: rule 10 — app fees are never sponsored, the permit approval is noted as not covered', () => {
    const r = run({ sponsoredFeeComponents: ['app', 'execution'], usePermit: true })
    expect(r.components.app.selected).toBe(true)
    expect(r.components.app.sponsored.amount).toBe('0')
    expect(r.components.app.userPays.amount).toBe('300000')
    expect(r.sponsoredTotal.amount).toBe('1000000')
    expect(r.notCovered.some((n) => n.includes('first approval'))).toBe(true)
  })

  test('parameters: sponsoredFeeComponents narrows the sponsored components (relay = platform)', () => {
    const r = run({ sponsoredFeeComponents: ['relay'] })
    expect(r.selectedComponents).toEqual(['platform'])
    expect(r.sponsoredTotal.amount).toBe('250000')
    expect(r.components.execution.userPays.amount).toBe('1000000')
  })
})
