import { describe, expect, test } from 'vitest'
import { createSimulator } from '../app/createSimulator'
import { addresses } from '../config/addresses'
import { postTestQuote } from './testing/postTestQuote'
import { svmTestAddresses } from './testing/svmTestAddresses'

const { user: svmUser, depositFeePayer: svmPayer } = svmTestAddresses
const usdc = addresses.stablecoin
const svmBase = {
  user: svmUser,
  originChainId: 792703809,
  originCurrency: addresses.svmNative,
  amount: '1000000000',
  recipient: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
}

/** [field named in the message, overrides, errorCode] — one bad input per body field at least. */
const cases: [string, Record<string, unknown>, string][] = [
  ['user', { user: undefined }, 'INVALID_INPUT'],
  ['user', { user: '0x1234' }, 'INVALID_INPUT'],
  ['user', { user: svmUser }, 'INVALID_INPUT'], // SVM address on an EVM origin
  ['originChainId', { originChainId: undefined }, 'INVALID_INPUT'],
  ['originChainId', { originChainId: '8453' }, 'INVALID_INPUT'],
  ['originChainId', { originChainId: 999 }, 'UNSUPPORTED_CHAIN'],
  ['originChainId', { originChainId: 42161 }, 'CHAIN_DISABLED'],
  ['destinationChainId', { destinationChainId: undefined }, 'INVALID_INPUT'],
  ['destinationChainId', { destinationChainId: 1.5 }, 'INVALID_INPUT'],
  ['destinationChainId', { destinationChainId: 12345 }, 'UNSUPPORTED_CHAIN'],
  ['destinationChainId', { destinationChainId: 42161 }, 'CHAIN_DISABLED'],
  ['originCurrency', { originCurrency: undefined }, 'INVALID_INPUT'],
  ['originCurrency', { originCurrency: 42 }, 'INVALID_INPUT'],
  [
    'originCurrency',
    { originCurrency: '0x1111111111111111111111111111111111111111' },
    'UNSUPPORTED_CURRENCY',
  ],
  ['destinationCurrency', { destinationCurrency: undefined }, 'INVALID_INPUT'],
  ['destinationCurrency', { destinationCurrency: 'nope' }, 'INVALID_INPUT'],
  [
    'destinationCurrency',
    { destinationCurrency: '0x2222222222222222222222222222222222222222' },
    'UNSUPPORTED_CURRENCY',
  ],
  ['amount', { amount: undefined }, 'INVALID_INPUT'],
  ['amount', { amount: 1000 }, 'INVALID_INPUT'],
  ['amount', { amount: '0' }, 'INVALID_INPUT'],
  ['amount', { amount: '-5' }, 'INVALID_INPUT'],
  ['amount', { amount: '1.5' }, 'INVALID_INPUT'],
  ['amount', { amount: (2n ** 256n).toString() }, 'INVALID_INPUT'],
  ['amount', { amount: '1000' }, 'AMOUNT_TOO_LOW'],
  ['tradeType', { tradeType: undefined }, 'INVALID_INPUT'],
  ['tradeType', { tradeType: 'EXACT_IN' }, 'INVALID_INPUT'],
  ['recipient', { recipient: 'not-an-address' }, 'INVALID_INPUT'],
  ['recipient', { recipient: svmUser }, 'INVALID_INPUT'], // SVM recipient on an EVM destination
  [
    'recipient',
    { destinationChainId: 792703809, destinationCurrency: '11111111111111111111111111111111' },
    'INVALID_INPUT',
  ],
  ['refundTo', { refundTo: '0xabc' }, 'INVALID_INPUT'],
  ['refundTo', { refundTo: svmUser }, 'INVALID_INPUT'],
  ['subsidizeFees', { subsidizeFees: 'yes' }, 'INVALID_INPUT'],
  ['maxSubsidizationAmount', { maxSubsidizationAmount: '1.50' }, 'INVALID_INPUT'],
  ['maxSubsidizationAmount', { maxSubsidizationAmount: 1000000 }, 'INVALID_INPUT'],
  ['subsidizeRent', { subsidizeRent: 1 }, 'INVALID_INPUT'],
  ['depositFeePayer', { depositFeePayer: 42 }, 'INVALID_INPUT'],
  ['depositFeePayer', { depositFeePayer: svmPayer }, 'INVALID_DEPOSIT_FEE_PAYER'], // EVM origin
  ['depositFeePayer', { ...svmBase, depositFeePayer: svmUser }, 'INVALID_DEPOSIT_FEE_PAYER'], // equals user
  ['sponsoredFeeComponents', { sponsoredFeeComponents: 'execution' }, 'INVALID_INPUT'],
  ['sponsoredFeeComponents', { sponsoredFeeComponents: ['gas'] }, 'INVALID_INPUT'],
  [
    'sponsoredFeeComponents',
    { useDepositAddress: true, sponsoredFeeComponents: ['execution'] },
    'INVALID_INPUT',
  ],
  [
    'appFees',
    { appFees: { recipient: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', fee: '10' } },
    'INVALID_INPUT',
  ],
  ['appFees[0].recipient', { appFees: [{ recipient: 'x', fee: '10' }] }, 'INVALID_INPUT'],
  [
    'appFees[0].fee',
    { appFees: [{ recipient: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', fee: 10 }] },
    'INVALID_INPUT',
  ],
  [
    'appFees[0].fee',
    { appFees: [{ recipient: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', fee: '10001' }] },
    'INVALID_INPUT',
  ],
  ['usePermit', { usePermit: 'true' }, 'INVALID_INPUT'],
  ['usePermit', { usePermit: true }, 'INVALID_INPUT'], // native origin: no permit
  ['explicitDeposit', { explicitDeposit: 'no' }, 'INVALID_INPUT'],
  ['slippageTolerance', { slippageTolerance: 50 }, 'INVALID_INPUT'],
  ['slippageTolerance', { slippageTolerance: '10001' }, 'INVALID_INPUT'],
  ['slippageTolerance', { slippageTolerance: '0.5' }, 'INVALID_INPUT'],
  ['topupGas', { topupGas: 'on' }, 'INVALID_INPUT'],
  ['topupGasAmount', { topupGas: true, topupGasAmount: '2.00' }, 'INVALID_INPUT'],
  ['useDepositAddress', { useDepositAddress: 1 }, 'INVALID_INPUT'],
  ['strict', { strict: 'strict' }, 'INVALID_INPUT'],
  ['referrer', { referrer: 7 }, 'INVALID_INPUT'],
  ['referrer', { referrer: '' }, 'INVALID_INPUT'],
]

describe('validateQuoteBody', () => {
  test('default', async () => {
    const sim = createSimulator()
    const res = await postTestQuote(sim, {
      recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      refundTo: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      explicitDeposit: true,
      slippageTolerance: '100',
      strict: false,
      referrer: 'crosspay-tests',
    })
    expect(res.status).toBe(200)
    const stored = [...sim.ctx.store.values()][0]!
    expect(stored.quoteBody).toMatchObject({ referrer: 'crosspay-tests', explicitDeposit: true })
    expect(stored.slippageTolerance).toBe('100')
    expect(stored.referrer).toBe('crosspay-tests')
  })

  test.each(cases)('parameters: bad %s (%j) → %s', async (field, overrides, errorCode) => {
    const sim = createSimulator()
    const res = await postTestQuote(sim, { ...overrides }, { key: null })
    expect(res.status).toBe(400)
    expect(res.body.errorCode).toBe(errorCode)
    expect(res.body.message).toContain(field)
    expect(sim.ctx.store.size).toBe(0)
  })

  test('behavior: a body that is not JSON is 400 INVALID_INPUT', async () => {
    const sim = createSimulator()
    const res = await sim.fetch('http://sim/quote/v2', {
      method: 'POST',
      body: '{nope',
      headers: { 'content-type': 'application/json' },
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      errorCode: 'INVALID_INPUT',
      message: expect.stringContaining('body'),
    })
    expect(sim.ctx.store.size).toBe(0)
  })

  test('behavior: SVM addresses are accepted on the SVM chain, EVM ones refused there', async () => {
    const sim = createSimulator()
    expect((await postTestQuote(sim, svmBase, { key: null })).status).toBe(200)
    const res = await postTestQuote(
      sim,
      { ...svmBase, user: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' },
      { key: null },
    )
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ errorCode: 'INVALID_INPUT', message: expect.stringContaining('user') })
    expect(sim.ctx.store.size).toBe(1)
  })

  test('behavior: usdc on the SVM chain resolves, an EVM stablecoin address there is unsupported', async () => {
    const sim = createSimulator()
    const res = await postTestQuote(sim, { ...svmBase, destinationCurrency: usdc }, { key: null })
    expect(res.status).toBe(200)
    const bad = await postTestQuote(sim, { ...svmBase, originCurrency: usdc }, { key: null })
    expect(bad.body).toMatchObject({
      errorCode: 'UNSUPPORTED_CURRENCY',
      message: expect.stringContaining('originCurrency'),
    })
  })

  test('behavior: every address field refuses a mixed-case EVM address with a wrong EIP-55 checksum; all-lowercase and all-uppercase are accepted', async () => {
    const sim = createSimulator()
    const anvil1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const typo = '0x70997970c51812dc3A010C7d01b50e0d17dc79C8' // one letter's case changed
    const usdcTypo = '0x700B6A60ce7EaaEA56F065753d8dcB9653dbAD35'
    const erc20 = { originCurrency: usdc, destinationCurrency: usdc, amount: '25000000' }
    const refused: [string, Record<string, unknown>][] = [
      ['user', { user: typo }],
      ['recipient', { recipient: typo }],
      ['refundTo', { refundTo: typo }],
      ['depositFeePayer', { depositFeePayer: typo }],
      ['originCurrency', { ...erc20, originCurrency: usdcTypo }],
      ['destinationCurrency', { ...erc20, destinationCurrency: usdcTypo }],
      [
        'appFees[1].recipient',
        {
          appFees: [
            { recipient: anvil1, fee: '10' },
            { recipient: typo, fee: '10' },
          ],
        },
      ],
    ]
    for (const [field, overrides] of refused) {
      const res = await postTestQuote(sim, overrides, { key: null })
      expect(res.status, field).toBe(400)
      expect(res.body).toMatchObject({ errorCode: 'INVALID_INPUT' })
      expect(res.body.message).toContain(`Invalid ${field}:`)
      expect(res.body.message).toContain(`expected ${field.endsWith('Currency') ? usdc : anvil1}`)
    }
    expect(sim.ctx.store.size).toBe(0)
    const lower = anvil1.toLowerCase()
    const upper = `0x${anvil1.slice(2).toUpperCase()}`
    for (const overrides of [
      { recipient: lower, refundTo: upper, appFees: [{ recipient: upper, fee: '10' }] },
      { user: upper, recipient: anvil1 },
      {
        ...erc20,
        originCurrency: usdc.toLowerCase(),
        destinationCurrency: `0x${usdc.slice(2).toUpperCase()}`,
      },
    ]) {
      const res = await postTestQuote(sim, overrides, { key: null })
      expect(res.status, JSON.stringify(overrides)).toBe(200)
    }
    expect(sim.ctx.store.size).toBe(3)
  })
})
