import { describe, expect, test } from 'vitest'
import { describeSponsorship } from './describeSponsorship'
import type { SponsorshipQuote, SponsorshipQuoteParameters } from './types'

const usdc = {
  chainId: 8453,
  address: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
  symbol: 'USDC',
  decimals: 6,
}
const fee = (usd: string) => ({
  amount: String(Math.round(Number(usd) * 1e6)),
  amountUsd: usd,
  currency: usdc,
})
const quote: SponsorshipQuote = {
  fees: {
    gas: { amount: '204000000000000', amountUsd: '0.612000' },
    relayer: fee('0.410000'),
    relayerGas: fee('0.360000'),
    relayerService: fee('0.050000'),
    app: fee('0.000000'),
  },
  steps: [{ id: 'deposit', kind: 'transaction' }],
}
const body: SponsorshipQuoteParameters = {
  user: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  originChainId: 8453,
  destinationChainId: 10,
  originCurrency: usdc.address,
  destinationCurrency: usdc.address,
}
const sponsored = { ...body, subsidizeFees: true }
const svmUsdc = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const chains = [
  { id: 8453, vmType: 'evm' },
  { id: 10, vmType: 'evm' },
  { id: 792703809, vmType: 'svm' },
]
const items = (d: ReturnType<typeof describeSponsorship>) => d.notCovered.map((n) => n.item)

/** The origin fields of a USDC payment from a Solana account whose deposit a `depositFeePayer` signs first (rule 8). */
const fromSolanaWithPayer = {
  user: 'F7p3dFrjRTbtRp8FRF6qHLomXbKRBzpvBLjtQcfcgmNe',
  originChainId: 792703809,
  originCurrency: svmUsdc,
  depositFeePayer: 'DpsTry1111111111111111111111111111111111111',
}

describe('describeSponsorship', () => {
  test('default', () => {
    const d = describeSponsorship(body, quote)
    expect(d).toMatchObject({
      requested: false,
      active: false,
      capHit: false,
      cap: null,
      quoted: null,
      matchesQuote: null,
    })
    expect(d.sponsoredTotal).toEqual({ amount: '0', amountUsd: '0.000000' })
    expect(d.userPaysTotal).toEqual({ amount: '410000', amountUsd: '0.410000' })
    for (const c of ['gas', 'relayer', 'relayerGas', 'relayerService', 'app'] as const)
      expect(d.fees[c].payer).toBe('user')
    expect(items(d)).toEqual(['everything', 'originGas'])
  })

  test('behavior: rule 1 — within the cap the sponsor pays every destination fee', () => {
    const d = describeSponsorship({ ...sponsored, maxSubsidizationAmount: '410000' }, quote)
    expect(d).toMatchObject({ requested: true, active: true, capHit: false })
    expect(d.cap).toEqual({ amount: '410000', amountUsd: '0.410000' })
    expect(d.sponsoredTotal).toEqual({ amount: '410000', amountUsd: '0.410000' })
    expect(d.userPaysTotal.amountUsd).toBe('0.000000')
    expect(d.fees.relayerGas).toMatchObject({
      payer: 'sponsor',
      sponsored: { amount: '360000', amountUsd: '0.360000' },
    })
    expect(d.fees.relayerService).toMatchObject({
      payer: 'sponsor',
      userPays: { amount: '0', amountUsd: '0.000000' },
    })
    expect(d.fees.relayer.payer).toBe('sponsor')
    expect(d.components.execution.reason).toMatch(/rule 1/)
  })

  test('behavior: rule 2 — above the cap the sponsor pays the cap and the user the rest', () => {
    const d = describeSponsorship({ ...sponsored, maxSubsidizationAmount: '400000' }, quote)
    expect(d.capHit).toBe(true)
    expect(d.sponsoredTotal.amountUsd).toBe('0.400000')
    expect(d.userPaysTotal.amountUsd).toBe('0.010000')
    expect(d.fees.relayer).toMatchObject({ payer: 'split', sponsored: { amountUsd: '0.400000' } })
    // The cap covers execution first, then the service fee.
    expect(d.components.execution).toMatchObject({ payer: 'sponsor', sponsored: { amountUsd: '0.360000' } })
    expect(d.components.platform).toMatchObject({
      payer: 'split',
      sponsored: { amount: '40000', amountUsd: '0.040000' },
      userPays: { amount: '10000', amountUsd: '0.010000' },
    })
    expect(d.components.platform.reason).toMatch(/rule 2/)
  })

  test('behavior: rule 3 — without maxSubsidizationAmount no cap applies', () => {
    const big = { fees: { ...quote.fees, relayerGas: fee('900.000000'), relayer: fee('900.050000') } }
    const d = describeSponsorship(sponsored, big)
    expect(d).toMatchObject({ cap: null, capHit: false })
    expect(d.sponsoredTotal.amountUsd).toBe('900.050000')
  })

  test('behavior: rule 4 — origin gas is never sponsored', () => {
    const d = describeSponsorship(sponsored, quote)
    expect(d.fees.gas).toMatchObject({ payer: 'user', selected: false, userPays: { amountUsd: '0.612000' } })
    expect(d.notCovered.find((n) => n.item === 'originGas')?.reason).toMatch(/never sponsored/)
  })

  test('behavior: rule 5 — the sponsored total is what fees.subsidized reports (drawn from the app balance)', () => {
    const withSubsidy = { fees: { ...quote.fees, subsidized: { amount: '410000', amountUsd: '0.410000' } } }
    expect(describeSponsorship(sponsored, withSubsidy)).toMatchObject({
      matchesQuote: true,
      quoted: { amountUsd: '0.410000' },
    })
    expect(describeSponsorship({ ...sponsored, maxSubsidizationAmount: '1' }, withSubsidy).matchesQuote).toBe(
      false,
    )
    // Sponsorship expected but the quote shows none: a disagreement, not "unknown".
    expect(describeSponsorship(sponsored, quote).matchesQuote).toBe(false)
  })

  test('behavior: rule 6 — a request needing a token account without subsidizeRent falls back to user-paid fees', () => {
    const toSvm = { ...sponsored, destinationChainId: 792703809, destinationCurrency: svmUsdc }
    const d = describeSponsorship(toSvm, quote, { chains })
    expect(d).toMatchObject({ active: false, rent: { required: true, sponsored: false } })
    expect(d.rent.reason).toMatch(/rule 6/)
    expect(items(d)).toEqual(['everything', 'originGas', 'rent'])
    expect(d.fees.relayerGas.payer).toBe('user')
    const withRent = describeSponsorship({ ...toSvm, subsidizeRent: true }, quote, { chains })
    expect(withRent).toMatchObject({ active: true, rent: { required: true, sponsored: true } })
    expect(withRent.selectedComponents).toContain('rent')
    // Native SOL needs no token account; an explicit answer overrides the heuristic.
    expect(
      describeSponsorship({ ...toSvm, destinationCurrency: '11111111111111111111111111111111' }, quote, {
        chains,
      }).active,
    ).toBe(true)
    expect(describeSponsorship(toSvm, quote, { chains, requiresRent: false }).active).toBe(true)
  })

  test('behavior: rule 7 — subsidizeRent without subsidizeFees sponsors no rent', () => {
    const d = describeSponsorship(
      { ...body, destinationChainId: 792703809, destinationCurrency: svmUsdc, subsidizeRent: true },
      quote,
      { chains },
    )
    expect(d).toMatchObject({ active: false, rent: { required: true, sponsored: false } })
    expect(d.rent.reason).toMatch(/rule 7/)
  })

  test('behavior: rule 8 — depositFeePayer pays origin gas on an SVM origin, not from the app balance', () => {
    const svmOrigin = { ...body, ...fromSolanaWithPayer }
    const d = describeSponsorship(svmOrigin, quote, { chains })
    expect(d.fees.gas.payer).toBe('depositFeePayer')
    expect(d.depositFeePayer).toEqual({
      address: svmOrigin.depositFeePayer,
      paysOriginGas: true,
      drawsOnAppBalance: false,
    })
    expect(d.active).toBe(false) // independent of subsidizeFees
    expect(d.notCovered.find((n) => n.item === 'originGas')?.reason).toMatch(/depositFeePayer/)
    // On an EVM origin it does nothing.
    const evm = describeSponsorship({ ...body, depositFeePayer: svmOrigin.depositFeePayer }, quote, {
      chains,
    })
    expect(evm.fees.gas.payer).toBe('user')
    expect(evm.depositFeePayer).toBeNull()
  })

  test('behavior: rule 8 — the depositFeePayer pays the origin deposit, not the destination token account rent', () => {
    const svmToSvm = {
      ...sponsored,
      ...fromSolanaWithPayer,
      destinationChainId: 792703809,
      destinationCurrency: svmUsdc,
    }
    const d = describeSponsorship(svmToSvm, quote, { chains, requiresRent: true })
    expect(d.fees.gas.payer).toBe('depositFeePayer')
    expect(d.rent).toMatchObject({ required: true, sponsored: false })
    expect(items(d)).toEqual(['everything', 'originGas', 'rent'])
    expect(d.notCovered.find((n) => n.item === 'rent')?.reason).toMatch(/rule 6/)
    const rentSponsored = describeSponsorship({ ...svmToSvm, subsidizeRent: true }, quote, {
      chains,
      requiresRent: true,
    })
    expect(items(rentSponsored)).toEqual(['originGas'])
  })

  test('behavior: rule 9 — deposit-address requests ignore sponsoredFeeComponents and are all-or-nothing above the cap', () => {
    const viaAddress = { ...sponsored, useDepositAddress: true, sponsoredFeeComponents: ['relay' as const] }
    const within = describeSponsorship({ ...viaAddress, maxSubsidizationAmount: '500000' }, quote)
    expect(within).toMatchObject({ depositAddress: true, active: true, capHit: false })
    expect(within.selectedComponents).toEqual(['execution', 'swap', 'relay'])
    expect(within.sponsoredTotal.amountUsd).toBe('0.410000')
    const above = describeSponsorship({ ...viaAddress, maxSubsidizationAmount: '400000' }, quote)
    expect(above).toMatchObject({ active: false, capHit: true })
    expect(above.sponsoredTotal.amountUsd).toBe('0.000000')
    expect(above.userPaysTotal.amountUsd).toBe('0.410000')
    expect(above.components.execution.reason).toMatch(/rule 9/)
    expect(items(above)[0]).toBe('everything')
  })

  test('behavior: rule 10 — app fees and the first permit approval are not covered', () => {
    const withApp = {
      fees: { ...quote.fees, app: fee('0.250000') },
      steps: [
        { id: 'approve', kind: 'transaction' },
        { id: 'authorize', kind: 'signature' },
      ],
    }
    const permit = {
      ...sponsored,
      usePermit: true,
      sponsoredFeeComponents: ['execution', 'relay', 'app'],
    } satisfies SponsorshipQuoteParameters
    const d = describeSponsorship(permit, withApp)
    expect(d.fees.app).toMatchObject({ payer: 'user', selected: true, userPays: { amountUsd: '0.250000' } })
    expect(d.sponsoredTotal.amountUsd).toBe('0.410000')
    expect(items(d)).toEqual(['originGas', 'appFees', 'permitApproval'])
    // Only the first approval is excluded: a permit quote without an approve transaction step has none.
    const approved = describeSponsorship(permit, {
      ...withApp,
      steps: [{ id: 'authorize', kind: 'signature' }],
    })
    expect(items(approved)).toEqual(['originGas', 'appFees'])
    expect(items(describeSponsorship(permit, { fees: withApp.fees }))).toEqual(['originGas', 'appFees'])
  })

  test('parameters: sponsoredFeeComponents selects what is sponsored', () => {
    const relayOnly = describeSponsorship({ ...sponsored, sponsoredFeeComponents: ['relay'] }, quote)
    expect(relayOnly.sponsoredTotal.amountUsd).toBe('0.050000')
    expect(relayOnly.fees.relayerGas).toMatchObject({ payer: 'user', selected: false })
    expect(relayOnly.fees.relayerGas.reason).toMatch(/Not among sponsoredFeeComponents/)
    expect(relayOnly.fees.relayerService.payer).toBe('sponsor')
    expect(relayOnly.fees.relayer.payer).toBe('split')
    const executionOnly = describeSponsorship({ ...sponsored, sponsoredFeeComponents: ['execution'] }, quote)
    expect(executionOnly.sponsoredTotal.amountUsd).toBe('0.360000')
  })

  test('behavior: the swap component comes from details.swapImpact and is covered last under a cap', () => {
    const swapQuote = { ...quote, details: { swapImpact: { usd: '-0.450000', percent: '-0.30' } } }
    const full = describeSponsorship(sponsored, swapQuote)
    expect(full.components.swap).toMatchObject({
      payer: 'sponsor',
      total: { amount: '450000', amountUsd: '0.450000' },
    })
    expect(full.sponsoredTotal).toEqual({ amount: '860000', amountUsd: '0.860000' })
    const capped = describeSponsorship({ ...sponsored, maxSubsidizationAmount: '500000' }, swapQuote)
    expect(capped.components.swap).toMatchObject({ payer: 'split', sponsored: { amountUsd: '0.090000' } })
    expect(capped.userPaysTotal).toEqual({ amount: '360000', amountUsd: '0.360000' })
    const swapOnly = describeSponsorship({ ...sponsored, sponsoredFeeComponents: ['swap'] }, swapQuote)
    expect(swapOnly.sponsoredTotal.amountUsd).toBe('0.450000')
    expect(swapOnly.userPaysTotal.amountUsd).toBe('0.410000')
  })

  test('behavior: a quote with only the aggregate relayer fee is treated as execution', () => {
    const d = describeSponsorship(
      { ...sponsored, maxSubsidizationAmount: '100000' },
      { fees: { relayer: fee('0.300000') } },
    )
    expect(d.sponsoredTotal).toEqual({ amount: '100000', amountUsd: '0.100000' })
    expect(d.fees.relayer.payer).toBe('split')
  })
  test('behavior: a positive swapImpact is a gain, not a sponsorable fee', () => {
    const gain = describeSponsorship(sponsored, {
      ...quote,
      details: { swapImpact: { usd: '0.450000', percent: '0.30' } },
    })
    expect(gain.components.swap.total.amountUsd).toBe('0.000000')
    expect(gain.sponsoredTotal.amountUsd).toBe('0.410000')
  })

  test('parameters: rentUsd prices rent sponsored without execution', () => {
    const rentOnly: SponsorshipQuoteParameters = {
      ...sponsored,
      subsidizeRent: true,
      sponsoredFeeComponents: ['rent'],
      destinationChainId: 792703809,
      destinationCurrency: svmUsdc,
    }
    const d = describeSponsorship(rentOnly, quote, { chains, rentUsd: '0.300000' })
    expect(d.rent.sponsored).toBe(true)
    expect(d.components.execution).toMatchObject({
      selected: false,
      sponsored: { amountUsd: '0.300000' },
      userPays: { amountUsd: '0.060000' },
    })
    expect(d.sponsoredTotal.amountUsd).toBe('0.300000')
    // Without execution selected and without rentUsd, the rent cannot be priced apart from relayerGas.
    expect(describeSponsorship(rentOnly, quote, { chains }).sponsoredTotal.amountUsd).toBe('0.000000')
  })
})
