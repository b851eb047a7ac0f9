import type { QuoteParameters } from '@crosspay/core'
import { testAddresses } from './testAddresses'

/** Test fixture: a valid bridge of 100 stablecoin (6 decimals) from chain 8453 to chain 10 on the simulator. */
export const testUsdcQuoteParameters: QuoteParameters = {
  user: testAddresses.user,
  originChainId: 8453,
  destinationChainId: 10,
  originCurrency: testAddresses.usdc,
  destinationCurrency: testAddresses.usdc,
  amount: '100000000',
  tradeType: 'EXACT_INPUT',
}
