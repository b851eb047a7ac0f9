import { addresses } from '../../config/addresses'

/** Anvil account #0: the default user of test quotes. */
const user = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/**
 * Test-only helper (src/node/testing/: never imported by the service or the package entries): a
 * `POST /quote/v2` body, by default a native 8453 → 10 bridge of 0.01 ETH by anvil account #0,
 * merged with `overrides`.
 */
export function testQuoteBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    user,
    originChainId: 8453,
    destinationChainId: 10,
    originCurrency: addresses.native,
    destinationCurrency: addresses.native,
    amount: '10000000000000000',
    tradeType: 'EXACT_INPUT',
    ...overrides,
  }
}
