import type { QuoteParameters } from '@crosspay/core'

/** Test fixture: a valid bridge of 0.01 ETH from chain 8453 to chain 10 on the simulator. */
export const testQuoteParameters: QuoteParameters = {
  user: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  originChainId: 8453,
  destinationChainId: 10,
  originCurrency: '0x0000000000000000000000000000000000000000',
  destinationCurrency: '0x0000000000000000000000000000000000000000',
  amount: '10000000000000000',
  tradeType: 'EXACT_INPUT',
}
