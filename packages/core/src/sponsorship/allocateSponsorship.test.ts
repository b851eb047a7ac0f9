import { describe, expect, test } from 'vitest'
import { allocateSponsorship } from './allocateSponsorship'
import { decideSponsorshipRules } from './decideSponsorshipRules'

const body = {
  user: '0x00000000000000000000000000000000000000aa',
  originChainId: 8453,
  destinationChainId: 10,
}
const fee = (usd: string) => ({ amount: String(Number(usd) * 1e6), amountUsd: usd })
const quote = {
  fees: { gas: fee('0.5'), relayerGas: fee('2'), relayerService: fee('1'), app: fee('0.7') },
  details: { swapImpact: { usd: '-0.5' } },
}

describe('allocateSponsorship', () => {
  test('default: without a cap the sponsor pays every selected destination fee, never gas or app fees (rules 1, 3, 4)', () => {
    const parameters = { ...body, subsidizeFees: true }
    const a = allocateSponsorship(parameters, quote, decideSponsorshipRules(parameters, {}), undefined)
    expect(a.sponsoredMicro).toBe(3_500_000n) // 2 + 1 + 0.5
    expect(a.sponsored.app.micro).toBe(0n)
    expect([a.capHit, a.capMicro, a.userPaysMicro]).toEqual([false, null, 0n])
  })

  test('behavior: a cap covers execution, then platform, then swap (rule 2)', () => {
    const parameters = { ...body, subsidizeFees: true, maxSubsidizationAmount: '2500000' }
    const a = allocateSponsorship(parameters, quote, decideSponsorshipRules(parameters, {}), undefined)
    expect(a.capHit).toBe(true)
    expect([a.sponsored.execution.micro, a.sponsored.platform.micro, a.sponsored.swap.micro]).toEqual([
      2_000_000n,
      500_000n,
      0n,
    ])
    expect(a.userPaysMicro).toBe(1_000_000n)
  })

  test('behavior: over the cap, a deposit-address request is sponsored not at all (rule 9)', () => {
    const parameters = {
      ...body,
      subsidizeFees: true,
      maxSubsidizationAmount: '2500000',
      useDepositAddress: true,
    }
    const a = allocateSponsorship(parameters, quote, decideSponsorshipRules(parameters, {}), undefined)
    expect([a.capHit, a.sponsoredMicro]).toEqual([true, 0n])
  })
})

describe('decideSponsorshipRules', () => {
  const svmDestination = {
    ...body,
    destinationChainId: 792703809,
    destinationCurrency: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  }
  test('behavior: a token account whose rent is not sponsored makes the user pay everything (rule 6)', () => {
    const rules = decideSponsorshipRules({ ...svmDestination, subsidizeFees: true }, {})
    expect(rules).toMatchObject({
      requiresRent: true,
      rentSponsored: false,
      rentFallback: true,
      eligible: false,
    })
  })

  test('behavior: subsidizeRent needs subsidizeFees (rule 7); with both the rent is sponsored', () => {
    expect(decideSponsorshipRules({ ...svmDestination, subsidizeRent: true }, {}).rentSponsored).toBe(false)
    const both = decideSponsorshipRules({ ...svmDestination, subsidizeFees: true, subsidizeRent: true }, {})
    expect(both).toMatchObject({ rentSponsored: true, rentFallback: false, eligible: true })
    expect(both.selectedComponents).toContain('rent')
  })
})
