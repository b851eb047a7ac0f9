import {
  testUsdcQuoteParameters as body,
  createTestSimulator,
  expectInvalidParameter,
  testAddresses,
} from '@crosspay/test'
import { afterAll, describe, expect, test } from 'vitest'
import { getChains } from '../api/getChains'
import type { QuoteParameters } from './QuoteParameters'
import { validateQuoteParameters } from './validateQuoteParameters'

const { user, svmUser, svmUsdc, svmPayer } = testAddresses
const svmOrigin: QuoteParameters = {
  ...body,
  user: svmUser,
  originChainId: 792703809,
  originCurrency: svmUsdc,
  recipient: user,
}

/** Bodies the validator refuses, with the parameter it names: the simulator must answer 400 to each. */
const refused: [QuoteParameters, string][] = [
  [{ ...body, amount: '0' }, 'amount'],
  [{ ...body, amount: '1.5' }, 'amount'],
  [{ ...body, user: '0x1234' }, 'user'],
  [{ ...body, tradeType: 'EXACT' as never }, 'tradeType'],
  [{ ...body, recipient: svmUser }, 'recipient'],
  [{ ...body, slippageTolerance: '10001' }, 'slippageTolerance'],
  [{ ...body, appFees: [{ recipient: user, fee: '10001' }] }, 'appFees[0].fee'],
  [{ ...body, subsidizeFees: true, maxSubsidizationAmount: '1.5' }, 'maxSubsidizationAmount'],
  [
    { ...body, subsidizeFees: true, useDepositAddress: true, sponsoredFeeComponents: ['execution'] },
    'sponsoredFeeComponents',
  ],
  [{ ...body, subsidizeFees: true, sponsoredFeeComponents: ['gas' as never] }, 'sponsoredFeeComponents[0]'],
  [{ ...body, depositFeePayer: svmPayer }, 'depositFeePayer'],
  [{ ...svmOrigin, depositFeePayer: svmUser }, 'depositFeePayer'],
  [{ ...svmOrigin, recipient: undefined } as QuoteParameters, 'recipient'],
  [{ ...body, amount: (2n ** 256n).toString() }, 'amount'],
]

const t = createTestSimulator({ rateLimits: false })
afterAll(() => t.close())
const chains = await getChains(t.client)

const post = (b: QuoteParameters) =>
  t.simulator.fetch(`${t.baseUrl}/quote/v2`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': 'demo-key' },
    body: JSON.stringify(b),
  })

describe('validateQuoteParameters agrees with the simulator', () => {
  test('default', async () => {
    for (const b of [body, svmOrigin, { ...svmOrigin, depositFeePayer: svmPayer }]) {
      expect(validateQuoteParameters(b, { chains }).warnings).toEqual([])
      expect((await post(b)).status).toBe(200)
    }
  })

  test.each(refused)('behavior: refused locally and by the service: %j', async (b, parameter) => {
    expectInvalidParameter(() => validateQuoteParameters(b, { chains }), parameter)
    const response = await post(b)
    expect(response.status, await response.text()).toBe(400)
  })
})
