import { createSimulator, type Simulator } from '@crosspay/simulator'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { InvalidParameterError } from '../errors/InvalidParameterError'
import type { QuoteParameters } from './QuoteParameters'
import { validateQuoteParameters } from './validateQuoteParameters'

const user = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const usdc = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const svmUser = 'F7p3dFrjRTbtRp8FRF6qHLomXbKRBzpvBLjtQcfcgmNe'
const svmUsdc = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const body: QuoteParameters = {
  user,
  originChainId: 8453,
  destinationChainId: 10,
  originCurrency: usdc,
  destinationCurrency: usdc,
  amount: '100000000',
  tradeType: 'EXACT_INPUT',
}
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
  [{ ...body, depositFeePayer: 'DpsTry1111111111111111111111111111111111111' }, 'depositFeePayer'],
  [{ ...svmOrigin, depositFeePayer: svmUser }, 'depositFeePayer'],
  [{ ...svmOrigin, recipient: undefined } as QuoteParameters, 'recipient'],
  [{ ...body, amount: (2n ** 256n).toString() }, 'amount'],
]

let sim: Simulator
let chains: { id: number; vmType: string }[]
beforeAll(async () => {
  sim = createSimulator({ rateLimits: false })
  chains = ((await (await sim.fetch('http://sim/chains')).json()) as { chains: typeof chains }).chains
})
afterAll(() => sim.close())

const post = (b: QuoteParameters) =>
  sim.fetch('http://sim/quote/v2', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': 'demo-key' },
    body: JSON.stringify(b),
  })

describe('validateQuoteParameters agrees with the simulator', () => {
  test('default', async () => {
    for (const b of [
      body,
      svmOrigin,
      { ...svmOrigin, depositFeePayer: 'DpsTry1111111111111111111111111111111111111' },
    ]) {
      expect(validateQuoteParameters(b, { chains }).warnings).toEqual([])
      expect((await post(b)).status).toBe(200)
    }
  })

  test.each(refused)('behavior: refused locally and by the service: %j', async (b, parameter) => {
    expect(() => validateQuoteParameters(b, { chains })).toThrow(InvalidParameterError)
    try {
      validateQuoteParameters(b, { chains })
    } catch (error) {
      expect((error as InvalidParameterError).parameter).toBe(parameter)
    }
    const response = await post(b)
    expect(response.status, await response.text()).toBe(400)
  })
})
