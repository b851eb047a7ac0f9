import type { QuoteParameters } from '@crosspay/core'
import { testQuoteParameters } from './testQuoteParameters'

/**
 * Test fixture: a quote body, by default {@link testQuoteParameters} (0.01 ETH from chain 8453 to chain 10,
 * exact input), with `overrides` on top: the one place tests write a quote body.
 *
 * @example
 * const parameters = testQuoteBody({ user: account, amount: '2000000000000000' })
 * const usdc = testQuoteBody({ user, originCurrency: testAddresses.usdc, destinationCurrency: testAddresses.usdc })
 */
export function testQuoteBody(overrides: Partial<QuoteParameters> = {}): QuoteParameters {
  return { ...testQuoteParameters, ...overrides }
}
