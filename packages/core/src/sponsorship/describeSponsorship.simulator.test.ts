import { testUsdcQuoteParameters as base, createTestSimulator, testAddresses } from '@crosspay/test'
import { afterAll, describe, expect, test } from 'vitest'
import { getChains } from '../api/getChains'
import type { QuoteParameters } from '../quote/QuoteParameters'
import { describeSponsorship } from './describeSponsorship'
import type { RecordFeeComponent, SponsorshipQuote } from './types'

const { user, native, svmUser, svmUsdc, svmNative, svmPayer } = testAddresses
const s: Partial<QuoteParameters> = { subsidizeFees: true }
/** To the SVM chain's USDC (an associated token account to open: rent). */
const toSvmUsdc = { destinationChainId: 792703809, destinationCurrency: svmUsdc, recipient: svmUser }
/** From the SVM chain's USDC, sponsored, with a depositFeePayer. */
const fromSvmUsdcPaid: QuoteParameters = {
  ...base,
  ...s,
  user: svmUser,
  originChainId: 792703809,
  originCurrency: svmUsdc,
  depositFeePayer: svmPayer,
  recipient: user,
}

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
  ['rule 6: SVM token destination without subsidizeRent', { ...base, ...s, ...toSvmUsdc }],
  [
    'rule 6: SVM token destination with subsidizeRent',
    {
      ...base,
      ...s,
      subsidizeRent: true,
      ...toSvmUsdc,
    },
  ],
  [
    'rule 7: subsidizeRent without subsidizeFees',
    {
      ...base,
      subsidizeRent: true,
      ...toSvmUsdc,
    },
  ],
  ['rule 8: depositFeePayer on an SVM origin', fromSvmUsdcPaid],
  [
    'rule 8 with a cap: depositFeePayer draws nothing extra on the app balance',
    { ...fromSvmUsdcPaid, maxSubsidizationAmount: '100000' },
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
      ...toSvmUsdc,
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
      ...toSvmUsdc,
    },
  ],
  [
    'rule 6: subsidizeRent but sponsoredFeeComponents without rent',
    {
      ...base,
      ...s,
      subsidizeRent: true,
      sponsoredFeeComponents: ['execution'],
      ...toSvmUsdc,
    },
  ],
]

type ComponentRecord = {
  selected: boolean
  sponsored: { amountUsd: string }
  userPays: { amountUsd: string }
}
type FeeSponsorship = { capHit: boolean; components: Record<RecordFeeComponent, ComponentRecord> } | null

const t = createTestSimulator({ rateLimits: false })
afterAll(() => t.close())
const chains = await getChains(t.client)

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
  const response = await t.simulator.fetch(`${t.baseUrl}/quote/v2`, {
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
  // The listing shows a request once its deposit is seen (decisions.md): the simulator's synthesized deposit.
  const deposit = await t.simulator.fetch(`${t.baseUrl}/__sim/deposit`, {
    method: 'POST',
    body: JSON.stringify({ requestId }),
  })
  expect(deposit.status).toBe(200)
  const listing = await t.simulator.fetch(`${t.baseUrl}/requests/v3?id=${requestId}`, {
    headers: { 'x-api-key': 'demo-key' },
  })
  const { requests } = (await listing.json()) as {
    requests: { data: { feeSponsorship: { quoted: FeeSponsorship } | null } }[]
  }
  return { quote, record: requests[0]?.data.feeSponsorship?.quoted ?? null }
}

describe('describeSponsorship agrees with the simulator', () => {
  test('behavior: a permit quote starts with an approve transaction step, reported as permitApproval (rule 10)', async () => {
    // The simulator accepts usePermit only for an ERC-20 origin, whose first step is the approval; a quote
    // without that step (approval already given) is covered by describeSponsorship.test.ts.
    const body: QuoteParameters = { ...base, ...s, usePermit: true }
    const { quote } = await quoteOf(body)
    expect(quote.steps?.[0]).toMatchObject({ id: 'approve', kind: 'transaction' })
    const d = describeSponsorship(body, quote, { chains })
    expect(d.notCovered.map((n) => n.item)).toContain('permitApproval')
  })

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
