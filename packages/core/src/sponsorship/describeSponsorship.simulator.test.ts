import { createSimulator, type Simulator } from '@crosspay/simulator'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { QuoteParameters } from '../quote/QuoteParameters'
import { describeSponsorship } from './describeSponsorship'
import type { RecordFeeComponent, SponsorshipQuote } from './types'

const user = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const usdc = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const native = '0x0000000000000000000000000000000000000000'
const svmUser = 'F7p3dFrjRTbtRp8FRF6qHLomXbKRBzpvBLjtQcfcgmNe'
const svmUsdc = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const svmNative = '11111111111111111111111111111111'
const svmPayer = 'DpsTry1111111111111111111111111111111111111'
const base: QuoteParameters = {
  user,
  originChainId: 8453,
  destinationChainId: 10,
  originCurrency: usdc,
  destinationCurrency: usdc,
  amount: '100000000',
  tradeType: 'EXACT_INPUT',
}
const s: Partial<QuoteParameters> = { subsidizeFees: true }

/** Representative bodies, one or more per rule. */
const cases: [string, QuoteParameters][] = [
  ['no sponsorship', base],
  ['rules 1/3: no cap', { ...base, ...s }],
  ['rule 1: within the cap', { ...base, ...s, maxSubsidizationAmount: '5000000' }],
  ['rule 2: cap hit, tiny cap', { ...base, ...s, maxSubsidizationAmount: '10000' }],
  ['rule 2: cap hit inside the second component', { ...base, ...s, maxSubsidizationAmount: '380000' }],
  ['rule 2: cap zero', { ...base, ...s, maxSubsidizationAmount: '0' }],
  [
    'rule 4: native ETH with gas top-up',
    {
      ...base,
      ...s,
      originCurrency: native,
      destinationCurrency: native,
      amount: '50000000000000000',
      topupGas: true,
    },
  ],
  ['cross-chain swap ETH to USDC', { ...base, ...s, originCurrency: native, amount: '50000000000000000' }],
  ['same-chain swap USDC to ETH', { ...base, ...s, destinationChainId: 8453, destinationCurrency: native }],
  ['EXACT_OUTPUT with a cap', { ...base, ...s, tradeType: 'EXACT_OUTPUT', maxSubsidizationAmount: '200000' }],
  [
    'sponsoredFeeComponents swap',
    { ...base, ...s, originCurrency: native, amount: '50000000000000000', sponsoredFeeComponents: ['swap'] },
  ],
  ['sponsoredFeeComponents without subsidizeFees', { ...base, sponsoredFeeComponents: ['execution'] }],
  ['sponsoredFeeComponents relay', { ...base, ...s, sponsoredFeeComponents: ['relay'] }],
  ['sponsoredFeeComponents execution', { ...base, ...s, sponsoredFeeComponents: ['execution'] }],
  [
    'sponsoredFeeComponents execution + cap',
    { ...base, ...s, sponsoredFeeComponents: ['execution'], maxSubsidizationAmount: '100000' },
  ],
  [
    'rule 9: deposit address within the cap',
    { ...base, ...s, useDepositAddress: true, maxSubsidizationAmount: '5000000' },
  ],
  [
    'rule 9: deposit address above the cap',
    { ...base, ...s, useDepositAddress: true, maxSubsidizationAmount: '10000' },
  ],
  ['rule 10: app fees', { ...base, ...s, appFees: [{ recipient: user, fee: '100' }] }],
  ['rule 10: permit', { ...base, ...s, usePermit: true }],
  [
    'rule 6: SVM token destination without subsidizeRent',
    { ...base, ...s, destinationChainId: 792703809, destinationCurrency: svmUsdc, recipient: svmUser },
  ],
  [
    'rule 6: SVM token destination with subsidizeRent',
    {
      ...base,
      ...s,
      subsidizeRent: true,
      destinationChainId: 792703809,
      destinationCurrency: svmUsdc,
      recipient: svmUser,
    },
  ],
  [
    'rule 7: subsidizeRent without subsidizeFees',
    {
      ...base,
      subsidizeRent: true,
      destinationChainId: 792703809,
      destinationCurrency: svmUsdc,
      recipient: svmUser,
    },
  ],
  [
    'rule 8: depositFeePayer on an SVM origin',
    {
      ...base,
      ...s,
      user: svmUser,
      originChainId: 792703809,
      originCurrency: svmUsdc,
      depositFeePayer: svmPayer,
      recipient: user,
    },
  ],
  [
    'rule 8 with a cap: depositFeePayer draws nothing extra on the app balance',
    {
      ...base,
      ...s,
      user: svmUser,
      originChainId: 792703809,
      originCurrency: svmUsdc,
      depositFeePayer: svmPayer,
      recipient: user,
      maxSubsidizationAmount: '100000',
    },
  ],
  [
    'rule 10: sponsoredFeeComponents app + execution, app fees and permit',
    {
      ...base,
      ...s,
      sponsoredFeeComponents: ['app', 'execution'],
      appFees: [{ recipient: user, fee: '100' }],
      usePermit: true,
    },
  ],
  [
    'rent only: subsidizeRent with sponsoredFeeComponents rent',
    {
      ...base,
      ...s,
      subsidizeRent: true,
      sponsoredFeeComponents: ['rent'],
      destinationChainId: 792703809,
      destinationCurrency: svmUsdc,
      recipient: svmUser,
    },
  ],
  [
    'rent and execution under a cap',
    {
      ...base,
      ...s,
      subsidizeRent: true,
      sponsoredFeeComponents: ['execution', 'rent'],
      maxSubsidizationAmount: '200000',
      destinationChainId: 792703809,
      destinationCurrency: svmUsdc,
      recipient: svmUser,
    },
  ],
  [
    'rule 6: subsidizeRent but sponsoredFeeComponents without rent',
    {
      ...base,
      ...s,
      subsidizeRent: true,
      sponsoredFeeComponents: ['execution'],
      destinationChainId: 792703809,
      destinationCurrency: svmUsdc,
      recipient: svmUser,
    },
  ],
]

type ComponentRecord = {
  selected: boolean
  sponsored: { amountUsd: string }
  userPays: { amountUsd: string }
}
type FeeSponsorship = { capHit: boolean; components: Record<RecordFeeComponent, ComponentRecord> } | null

let sim: Simulator
let chains: { id: number; vmType: string }[]
beforeAll(async () => {
  sim = createSimulator({ rateLimits: false })
  chains = (
    (await (await sim.fetch('http://sim/chains')).json()) as { chains: { id: number; vmType: string }[] }
  ).chains
})
afterAll(() => sim.close())

/**
 * The rent the quote folds into relayerGas: the same request to the SVM native currency (which needs no
 * associated token account) costs exactly that much less.
 */
async function rentUsdOf(body: QuoteParameters): Promise<string | undefined> {
  if (body.destinationChainId !== 792703809 || body.destinationCurrency === svmNative) return undefined
  const plain = { ...base, destinationChainId: 792703809, recipient: svmUser }
  const [token, native] = await Promise.all([
    quoteOf({ ...plain, destinationCurrency: body.destinationCurrency }),
    quoteOf({ ...plain, destinationCurrency: svmNative }),
  ])
  const gas = (q: SponsorshipQuote) => Number(q.fees.relayerGas?.amountUsd ?? 0)
  const rent = gas(token.quote) - gas(native.quote)
  expect(rent).toBeGreaterThan(0)
  return rent.toFixed(6)
}

async function quoteOf(body: QuoteParameters) {
  const response = await sim.fetch('http://sim/quote/v2', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': 'demo-key' },
    body: JSON.stringify(body),
  })
  const json = await response.json()
  expect(response.status, JSON.stringify(json)).toBe(200)
  const quote = json as SponsorshipQuote
  const requestId = (json as { steps: { requestId?: string }[] }).steps.find(
    (step) => step.requestId,
  )?.requestId
  const listing = await sim.fetch(`http://sim/requests/v3?id=${requestId}`, {
    headers: { 'x-api-key': 'demo-key' },
  })
  const { requests } = (await listing.json()) as {
    requests: { data: { feeSponsorship: { quoted: FeeSponsorship } | null } }[]
  }
  return { quote, record: requests[0]?.data.feeSponsorship?.quoted ?? null }
}

describe('describeSponsorship agrees with the simulator', () => {
  test.each(cases)('behavior: %s', async (_name, body) => {
    const { quote, record } = await quoteOf(body)
    const d = describeSponsorship(body, quote, { chains, rentUsd: await rentUsdOf(body) })
    // The quote's fees.subsidized (absent or zero when nothing is sponsored).
    expect(Number(quote.fees.subsidized?.amountUsd ?? 0), 'fees.subsidized.amountUsd').toBeCloseTo(
      Number(d.sponsoredTotal.amountUsd),
      6,
    )
    if (Number(d.sponsoredTotal.amountUsd) > 0) expect(d.matchesQuote).toBe(true)
    // The request record's feeSponsorship.quoted, per component.
    if (!d.requested) return
    expect(record, 'feeSponsorship.quoted').not.toBeNull()
    expect(record!.capHit, 'capHit').toBe(d.capHit)
    for (const c of ['execution', 'platform', 'swap', 'app'] as const) {
      if (c !== 'app') expect(record!.components[c].selected, `${c}.selected`).toBe(d.components[c].selected)
      expect(Number(record!.components[c].sponsored.amountUsd), `${c}.sponsored`).toBeCloseTo(
        Number(d.components[c].sponsored.amountUsd),
        6,
      )
      expect(Number(record!.components[c].userPays.amountUsd), `${c}.userPays`).toBeCloseTo(
        Number(d.components[c].userPays.amountUsd),
        6,
      )
    }
  })
})
