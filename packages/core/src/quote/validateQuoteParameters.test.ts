import { createSimulator } from '@crosspay/simulator'
import { expectInvalidParameter, testAddresses, testUsdcQuoteParameters } from '@crosspay/test'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { InvalidParameterError } from '../errors/InvalidParameterError'
import { isQuoteParametersComplete } from './isQuoteParametersComplete'
import type { QuoteParameters } from './QuoteParameters'
import { validateQuoteParameters } from './validateQuoteParameters'

const { user, svmUser, svmPayer, native, svmNative } = testAddresses
const chains = [
  { id: 8453, vmType: 'evm' },
  { id: 10, vmType: 'evm' },
  { id: 792703809, vmType: 'svm' },
]
const body: QuoteParameters = { ...testUsdcQuoteParameters, amount: '1000000' }
const svmOrigin: QuoteParameters = {
  ...body,
  user: svmUser,
  originChainId: 792703809,
  originCurrency: svmNative,
  recipient: user,
}

describe('validateQuoteParameters', () => {
  test('default', () => {
    expect(validateQuoteParameters(body)).toEqual({ warnings: [] })
    expect(validateQuoteParameters(body, { chains })).toEqual({ warnings: [] })
    expect(validateQuoteParameters(svmOrigin, { chains })).toEqual({ warnings: [] })
  })

  test('behavior: every required field is named when missing', () => {
    for (const key of Object.keys(body) as (keyof QuoteParameters)[]) {
      const { [key]: _, ...rest } = body
      expectInvalidParameter(() => validateQuoteParameters(rest as QuoteParameters), key, /required/)
    }
  })

  test('behavior: chain ids and tradeType', () => {
    expectInvalidParameter(
      () => validateQuoteParameters({ ...body, originChainId: 0 }),
      'originChainId',
      /positive integer/,
    )
    expectInvalidParameter(
      () => validateQuoteParameters({ ...body, destinationChainId: 1.5 }),
      'destinationChainId',
      /positive/,
    )
    expectInvalidParameter(
      () => validateQuoteParameters({ ...body, tradeType: 'EXACT' as never }),
      'tradeType',
      /EXACT_OUTPUT/,
    )
    for (const tradeType of ['EXACT_INPUT', 'EXACT_OUTPUT', 'EXPECTED_OUTPUT'] as const)
      expect(validateQuoteParameters({ ...body, tradeType }).warnings).toEqual([])
  })

  test('behavior: EVM addresses are 0x + 40 hex digits', () => {
    expectInvalidParameter(
      () => validateQuoteParameters({ ...body, user: '0x1234' }, { chains }),
      'user',
      /EVM address/,
    )
    expectInvalidParameter(
      () => validateQuoteParameters({ ...body, recipient: svmUser }, { chains }),
      'recipient',
      /EVM/,
    )
    expectInvalidParameter(
      () => validateQuoteParameters({ ...body, refundTo: `${user}0` }),
      'refundTo',
      /address/,
    )
    expectInvalidParameter(
      () => validateQuoteParameters({ ...body, destinationCurrency: 'usdc' }),
      'destinationCurrency',
      /address/,
    )
    expect(
      validateQuoteParameters({ ...body, recipient: user.toLowerCase(), destinationCurrency: native })
        .warnings,
    ).toEqual([])
  })

  test('behavior: a mixed-case EVM address with a wrong checksum (a typo) is refused before sending', () => {
    const typo = '0x70997970C51812dc3A010C7d01b50e0d17dc79c8' // last C of the checksummed form lower-cased
    expectInvalidParameter(
      () => validateQuoteParameters({ ...body, recipient: typo }, { chains }),
      'recipient',
      /checksum/,
    )
    expectInvalidParameter(
      () => validateQuoteParameters({ ...body, recipient: typo }),
      'recipient',
      /checksum/,
    )
    expect(
      validateQuoteParameters(
        { ...body, recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
        { chains },
      ).warnings,
    ).toEqual([])
  })

  test('behavior: base58 addresses on a chain whose vmType is svm', () => {
    expectInvalidParameter(
      () => validateQuoteParameters({ ...svmOrigin, user }, { chains }),
      'user',
      /base58/,
    )
    // 0, O, I and l are not base58.
    expectInvalidParameter(
      () =>
        validateQuoteParameters(
          { ...svmOrigin, user: 'O7p3dFrjRTbtRp8FRF6qHLomXbKRBzpvBLjtQcfcgmNe' },
          { chains },
        ),
      'user',
      /base58/,
    )
    const toSvm = {
      ...body,
      destinationChainId: 792703809,
      destinationCurrency: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
    }
    expect(validateQuoteParameters({ ...toSvm, recipient: svmUser }, { chains }).warnings).toEqual([])
    expectInvalidParameter(
      () => validateQuoteParameters({ ...toSvm, recipient: user }, { chains }),
      'recipient',
      /base58/,
    )
  })

  test("behavior: recipient is required when the destination VM differs from the user's", () => {
    const { recipient: _, ...noRecipient } = svmOrigin
    expectInvalidParameter(
      () => validateQuoteParameters(noRecipient, { chains }),
      'recipient',
      /required when the destination chain uses another address format/,
    )
    // Without chain info the VMs are unknown: the service decides.
    expect(validateQuoteParameters(noRecipient).warnings).toEqual([])
  })

  test('behavior: amount must be a positive integer string within uint256 (u64 on SVM)', () => {
    for (const amount of ['0', '-1', '1.5', '1e6', ' 1', '+1', '01', ''])
      expectInvalidParameter(
        () => validateQuoteParameters({ ...body, amount }),
        'amount',
        amount === '' ? /required/ : /./,
      )
    expectInvalidParameter(
      () => validateQuoteParameters({ ...body, amount: (2n ** 256n).toString() }),
      'amount',
      /uint256/,
    )
    expect(validateQuoteParameters({ ...body, amount: (2n ** 256n - 1n).toString() }).warnings).toEqual([])
    expectInvalidParameter(
      () => validateQuoteParameters({ ...svmOrigin, amount: (2n ** 64n).toString() }, { chains }),
      'amount',
      /u64/,
    )
    // With EXACT_OUTPUT the amount is in the destination currency: the EVM bound applies.
    expect(
      validateQuoteParameters(
        { ...svmOrigin, tradeType: 'EXACT_OUTPUT', amount: (2n ** 64n).toString() },
        { chains },
      ).warnings,
    ).toEqual([])
  })

  test('behavior: amount accepts exactly the positive canonical integers (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 2n ** 256n - 1n }), (n) => {
        expect(validateQuoteParameters({ ...body, amount: n.toString() }).warnings).toEqual([])
      }),
    )
    fc.assert(
      fc.property(
        fc.string().filter((s) => s !== '' && !/^[1-9][0-9]*$/.test(s)),
        (amount) => {
          expect(() => validateQuoteParameters({ ...body, amount })).toThrow(InvalidParameterError)
        },
      ),
    )
  })

  test('behavior: bps are integer strings from 0 to 10000', () => {
    expect(
      validateQuoteParameters({
        ...body,
        slippageTolerance: '10000',
        appFees: [{ recipient: user, fee: '0' }],
      }).warnings,
    ).toEqual([])
    expectInvalidParameter(
      () => validateQuoteParameters({ ...body, slippageTolerance: '10001' }),
      'slippageTolerance',
      /0 to 10000/,
    )
    expectInvalidParameter(
      () => validateQuoteParameters({ ...body, slippageTolerance: '0.5' }),
      'slippageTolerance',
      /basis points/,
    )
    expectInvalidParameter(
      () => validateQuoteParameters({ ...body, appFees: [{ recipient: user, fee: 50 as never }] }),
      'appFees[0].fee',
      /basis points/,
    )
    expectInvalidParameter(
      () =>
        validateQuoteParameters({
          ...body,
          appFees: [
            { recipient: user, fee: '50' },
            { recipient: 'x', fee: '1' },
          ],
        }),
      'appFees[1].recipient',
      /address/,
    )
  })

  test('behavior: maxSubsidizationAmount is an integer in 6-decimal USD units', () => {
    expect(
      validateQuoteParameters({ ...body, subsidizeFees: true, maxSubsidizationAmount: '1500000' }).warnings,
    ).toEqual([])
    for (const value of ['1.5', '-1', '1e6', 1500000 as never])
      expectInvalidParameter(
        () => validateQuoteParameters({ ...body, subsidizeFees: true, maxSubsidizationAmount: value }),
        'maxSubsidizationAmount',
        /6-decimal USD|string/,
      )
  })

  test('behavior: depositFeePayer must differ from user and needs an SVM origin', () => {
    expect(validateQuoteParameters({ ...svmOrigin, depositFeePayer: svmPayer }, { chains }).warnings).toEqual(
      [],
    )
    expectInvalidParameter(
      () => validateQuoteParameters({ ...svmOrigin, depositFeePayer: svmUser }, { chains }),
      'depositFeePayer',
      /differ from user/,
    )
    expectInvalidParameter(
      () => validateQuoteParameters({ ...body, depositFeePayer: svmPayer }, { chains }),
      'depositFeePayer',
      /SVM/,
    )
    expectInvalidParameter(
      () => validateQuoteParameters({ ...svmOrigin, depositFeePayer: user }, { chains }),
      'depositFeePayer',
      /base58/,
    )
    // Without chain info, a base58 user leaves the origin VM open: only the format and the user rule apply.
    expect(validateQuoteParameters({ ...svmOrigin, depositFeePayer: svmPayer }).warnings).toEqual([])
    // Without chain info, an EVM user means an EVM origin: a deposit fee payer is refused all the same.
    expectInvalidParameter(
      () => validateQuoteParameters({ ...body, depositFeePayer: svmPayer }),
      'depositFeePayer',
      /SVM/,
    )
  })

  test('behavior: sponsoredFeeComponents values, and refused with useDepositAddress', () => {
    const sponsored = { ...body, subsidizeFees: true }
    expect(
      validateQuoteParameters({ ...sponsored, sponsoredFeeComponents: ['execution', 'relay'] }).warnings,
    ).toEqual([])
    expectInvalidParameter(
      () => validateQuoteParameters({ ...sponsored, sponsoredFeeComponents: ['gas' as never] }),
      'sponsoredFeeComponents[0]',
      /one of execution, swap, relay, app, rent/,
    )
    expectInvalidParameter(
      () => validateQuoteParameters({ ...sponsored, sponsoredFeeComponents: ['swap', 'swap'] }),
      'sponsoredFeeComponents[1]',
      /repeat/,
    )
    expectInvalidParameter(
      () =>
        validateQuoteParameters({
          ...sponsored,
          useDepositAddress: true,
          sponsoredFeeComponents: ['execution'],
        }),
      'sponsoredFeeComponents',
      /deposit-address/,
    )
  })

  test('behavior: booleans must be booleans', () => {
    expectInvalidParameter(
      () => validateQuoteParameters({ ...body, subsidizeFees: 'true' as never }),
      'subsidizeFees',
      /boolean/,
    )
  })

  test('behavior: warnings for combinations that do not do what they seem to', () => {
    const codes = (p: QuoteParameters) => validateQuoteParameters(p).warnings.map((w) => w.code)
    expect(codes({ ...body, subsidizeRent: true })).toEqual(['RENT_WITHOUT_SUBSIDIZE_FEES'])
    expect(codes({ ...body, subsidizeRent: true, subsidizeFees: true })).toEqual([])
    expect(codes({ ...body, maxSubsidizationAmount: '1' })).toEqual(['CAP_WITHOUT_SPONSORSHIP'])
    expect(codes({ ...body, sponsoredFeeComponents: ['execution'] })).toEqual([
      'COMPONENTS_WITHOUT_SUBSIDIZE_FEES',
    ])
    expect(codes({ ...body, subsidizeFees: true, sponsoredFeeComponents: ['app'] })).toEqual([
      'APP_FEES_NEVER_SPONSORED',
    ])
    expect(
      codes({ ...body, subsidizeFees: true, useDepositAddress: true, maxSubsidizationAmount: '1' }),
    ).toEqual(['DEPOSIT_ADDRESS_CAP_ALL_OR_NOTHING'])
    expect(codes({ ...body, subsidizeFees: true, usePermit: true })).toEqual([
      'PERMIT_FIRST_APPROVAL_NOT_SPONSORED',
    ])
    expect(validateQuoteParameters({ ...body, subsidizeRent: true }).warnings[0]?.parameter).toBe(
      'subsidizeRent',
    )
  })

  test('behavior: the chain records of GET /chains serve as chain info', async () => {
    const sim = createSimulator()
    try {
      const response = await sim.fetch('http://sim/chains')
      const { chains: records } = (await response.json()) as { chains: { id: number; vmType: string }[] }
      expect(validateQuoteParameters(svmOrigin, { chains: records }).warnings).toEqual([])
      expectInvalidParameter(
        () => validateQuoteParameters({ ...body, depositFeePayer: svmPayer }, { chains: records }),
        'depositFeePayer',
        /SVM/,
      )
    } finally {
      await sim.close()
    }
  })
})

describe('isQuoteParametersComplete', () => {
  test('default', () => {
    expect(isQuoteParametersComplete(body)).toBe(true)
    expect(isQuoteParametersComplete(undefined)).toBe(false)
    expect(isQuoteParametersComplete({ ...body, amount: '' })).toBe(false)
    expect(isQuoteParametersComplete({ ...body, originChainId: Number.NaN })).toBe(false)
    const { tradeType: _, ...rest } = body
    expect(isQuoteParametersComplete(rest)).toBe(false)
  })
})
